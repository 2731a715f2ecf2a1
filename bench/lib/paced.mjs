// A paced (open-loop) load generator: request i is due at start + i / rate, whatever became of the
// earlier ones, and its latency is measured from that due time to the end of its response. A
// server that stalls therefore shows every request it delayed, each with its own wait (no
// coordinated omission, and no made-up samples: one latency per request sent). autocannon's rate
// mode instead sends each second's requests in bursts per connection, and its histogram adds
// corrected samples with a 1 ms expected interval (performance-notes.md).
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request (GET unless `method`), its answer read to the end; resolves to the status code (0: failed to connect or read). */
function send(agent, { url, headers, method = 'GET', body }) {
  return new Promise((done) => {
    const req = httpRequest(url, { agent, headers, method }, (response) => {
      response.on('data', () => {});
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', () => done(0));
    });
    req.on('error', () => done(0));
    req.end(body);
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const rounded = (ms) => Math.round(ms * 10) / 10;

/** p50/p90/p95/p99/max of latencies (ms), in one pass of sorting. */
function stats(latencies) {
  const sorted = latencies.slice().sort((a, b) => a - b);
  return {
    p50: rounded(percentile(sorted, 50)),
    p90: rounded(percentile(sorted, 90)),
    p95: rounded(percentile(sorted, 95)),
    p99: rounded(percentile(sorted, 99)),
    max: rounded(sorted.at(-1) ?? 0),
  };
}

/**
 * Sends `rate` requests a second for `seconds`, request i to `target(i)` (`{ url, headers }`, and
 * `method`, `body`, `kind` when it is not a plain GET), over at most `connections` keep-alive
 * sockets (requests past them queue, and the queueing counts in their latency). Answers
 * `{ requests, perSecond, p50, p90, p95, p99, max, non2xx, lateSends, kinds, statuses }` (ms);
 * `kinds` has the same figures per `kind` the targets named, `statuses` counts the failed
 * requests' status codes; `lateSends` counts requests this process itself sent more than 5 ms
 * after their due time (a busy generator, not the server).
 */
export async function paced({ rate, seconds, target, connections = 64 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = new Array(total);
  const kindOf = new Array(total);
  const statuses = {};
  let non2xx = 0;
  let lateSends = 0;
  const pending = [];
  const start = performance.now() + 20;
  const began = start;
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    if (sent - due > 5) lateSends += 1;
    // From the due time, or from the send when the timer let it go a little early (never negative).
    const from = Math.min(due, sent);
    const request = target(i);
    kindOf[i] = request.kind;
    pending.push(
      send(agent, request).then((status) => {
        latencies[i] = performance.now() - from;
        if (status < 200 || status >= 300) {
          non2xx += 1;
          const key = `${request.kind ?? ''} ${status}`.trim();
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
      }),
    );
  }
  await Promise.all(pending);
  if (process.env.BENCH_PACED_TRACE) (await import('node:fs')).writeFileSync(process.env.BENCH_PACED_TRACE, JSON.stringify({ interval, latencies, kindOf }));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  const kinds = {};
  const byKind = new Map();
  kindOf.forEach((kind, i) => kind !== undefined && (byKind.get(kind) ?? byKind.set(kind, []).get(kind)).push(latencies[i]));
  for (const [kind, list] of byKind) kinds[kind] = { requests: list.length, ...stats(list) };
  return { requests: total, perSecond: total / elapsed, ...stats(latencies), non2xx, lateSends, kinds, statuses };
}
