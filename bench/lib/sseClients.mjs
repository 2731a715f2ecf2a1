// The client side of bench/sse.mjs, in its own process (forked, told what to do over IPC): many
// Server-Sent Events connections, each its own socket (no agent, no keep-alive pooling), read as
// a browser's EventSource would split them (blocks ending in a blank line). Answers each command
// with one message of the same `type` and `done: true`.
//   open    { url, plan: [{ group, count, headers }], concurrency }  opens the streams, `concurrency`
//           at a time; each is ready at its first block that is more than `retry:` (the API's first
//           event, the bare route's comment)
//   fanout  { group, rounds, post: { url, headers, body } }  per round: POSTs, then waits until every
//           stream of the group got one more `notification` event; latencies from the POST's start
//   hold    { ms }  waits, then counts per group the streams still open and their heartbeats
//   close   {}  ends every stream
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** A stream with no first block by then counts as failed (and is ended): a hung server cannot hang the bench. */
const OPEN_TIMEOUT_MS = 60_000;
const groups = new Map();

function openStream(url, headers) {
  return new Promise((ready) => {
    const stream = { open: true, ready: false, heartbeats: 0, notifications: 0, waiter: undefined, status: 0, req: undefined };
    const started = performance.now();
    let buffer = '';
    const settle = () => {
      if (stream.ready) return;
      stream.ready = true;
      clearTimeout(timer);
      ready({ stream, ms: performance.now() - started });
    };
    const timer = setTimeout(() => {
      stream.open = false;
      req.destroy();
      settle();
    }, OPEN_TIMEOUT_MS);
    const req = request(url, { agent: false, headers: { ...headers, accept: 'text/event-stream' } }, (response) => {
      stream.status = response.statusCode ?? 0;
      if (stream.status !== 200) {
        stream.open = false;
        response.resume();
        settle();
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(': heartbeat')) stream.heartbeats += 1;
          if (block.includes('event: notification')) {
            stream.notifications += 1;
            stream.waiter?.();
          }
          if (!block.startsWith('retry:')) settle();
        }
      });
      response.on('close', () => {
        stream.open = false;
        settle();
      });
    });
    stream.req = req;
    req.on('error', () => {
      stream.open = false;
      settle();
    });
    req.end();
  });
}

async function open({ url, plan, concurrency }) {
  const jobs = plan.flatMap(({ group, count, headers }) => Array.from({ length: count }, () => ({ group, headers })));
  const started = performance.now();
  const connectMs = [];
  const opened = [];
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const { group, headers } = jobs[next];
      next += 1;
      const { stream, ms } = await openStream(url, headers);
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group).push(stream);
      opened.push(stream);
      connectMs.push(ms);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  const failed = opened.filter((s) => !s.open).length;
  return { totalMs: performance.now() - started, connectMs, failed, statuses: [...new Set(opened.map((s) => s.status))] };
}

/** Resolves when `stream` has more than `seen` notifications (at once if it has). */
function nextNotification(stream, seen) {
  if (stream.notifications > seen) return Promise.resolve();
  return new Promise((done) => {
    stream.waiter = () => {
      if (stream.notifications > seen) {
        stream.waiter = undefined;
        done();
      }
    };
  });
}

function post({ url, headers, body }) {
  return new Promise((done) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    });
    req.on('error', () => done(0));
    req.end(body);
  });
}

async function fanout({ group, rounds, post: target, timeoutMs = 30_000 }) {
  const streams = (groups.get(group) ?? []).filter((s) => s.open);
  const arrivals = [];
  const lastArrivals = [];
  const statuses = [];
  let missed = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const times = [];
    const waits = streams.map((stream) =>
      nextNotification(stream, stream.notifications).then(() => times.push(performance.now() - started)),
    );
    const answered = post({ ...target, body: target.body.replace('{round}', String(round + 1)) });
    let timer;
    await Promise.race([Promise.all(waits), new Promise((done) => (timer = setTimeout(done, timeoutMs)))]);
    clearTimeout(timer);
    statuses.push(await answered);
    missed += streams.length - times.length;
    for (const stream of streams) stream.waiter = undefined;
    arrivals.push(...times);
    if (times.length) lastArrivals.push(Math.max(...times));
  }
  return { streams: streams.length, arrivals, lastArrivals, statuses: [...new Set(statuses)], missed };
}

async function hold({ ms }) {
  const before = new Map([...groups].map(([name, streams]) => [name, streams.map((s) => s.heartbeats)]));
  await new Promise((r) => setTimeout(r, ms));
  const result = {};
  for (const [name, streams] of groups) {
    const counted = before.get(name) ?? [];
    result[name] = {
      streams: streams.length,
      open: streams.filter((s) => s.open).length,
      withoutHeartbeat: streams.filter((s, i) => s.heartbeats <= (counted[i] ?? 0)).length,
    };
  }
  return result;
}

function close() {
  for (const streams of groups.values()) for (const stream of streams) stream.req.destroy();
  groups.clear();
  return {};
}

const commands = { open, fanout, hold, close };
process.on('message', async (message) => {
  const result = await commands[message.type](message);
  process.send({ type: message.type, done: true, ...result });
});
