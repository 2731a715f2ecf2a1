// Closed-loop throughput (autocannon, 10 connections): how many requests a second one process
// answers when each connection sends its next request as soon as the previous one is answered.
// `next(t)` names request t (`{ path, headers }`), so the keys change request after request (a
// cache must hold them all, not one answer read again). A 3 s warm-up precedes the measure.
import autocannon from 'autocannon';

function cannon(options) {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

/** `{ perSecond, p50, p99, requests, non2xx }` of `seconds` against `url` (with `next`: its paths). */
export async function closedLoop({ url, next, seconds = 10, connections = 10 }) {
  let turn = 0;
  const requests = next ? [{ method: 'GET', setupRequest: (request) => ({ ...request, ...next((turn += 1)) }) }] : undefined;
  await cannon({ url, requests, connections, duration: 3 });
  const result = await cannon({ url, requests, connections, duration: seconds });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}
