// Partners' endpoints run by the webhook fan-out benchmark: real HTTP servers on loopback that
// check every request with the `standardwebhooks` package (as docs/api.md tells partners to) and
// note, per endpoint, each `webhook-id` received, how often, and its enqueue-to-delivery time.
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** One receiver; `secret` is set once the endpoint is created (the API makes it). */
export async function startReceiver() {
  const state = {
    secret: '',
    /** webhook-id → times received. */
    counts: new Map(),
    /** Milliseconds from the event's `createdAt` (written in the change's transaction) to its arrival, first copies only. */
    latencies: [],
    /** Arrival times (Date.now()) of first copies. */
    arrivals: [],
    badSignatures: 0,
  };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      const body = Buffer.concat(chunks).toString('utf8');
      let event;
      try {
        event = new Webhook(state.secret).verify(body, request.headers);
      } catch {
        state.badSignatures += 1;
        response.statusCode = 400;
        response.end('bad signature');
        return;
      }
      const id = request.headers['webhook-id'];
      const seen = state.counts.get(id) ?? 0;
      state.counts.set(id, seen + 1);
      if (seen === 0) {
        state.latencies.push(arrived - Date.parse(event.createdAt));
        state.arrivals.push(arrived);
      }
      response.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    state,
    /** Distinct ids received and copies beyond the first. */
    tally() {
      let twice = 0;
      for (const count of state.counts.values()) twice += count - 1;
      return { distinct: state.counts.size, twice };
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
