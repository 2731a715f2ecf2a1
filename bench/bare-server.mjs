// The anchor of the throughput ratio: a bare Fastify 5 route answering a small JSON array, with
// the same fastify the API uses. `node bench/bare-server.mjs <port>`.
// Beside it the floor of a held Server-Sent Events connection (bench/sse.mjs): `GET /bare/stream`
// takes the response over as the API's stream does (hijack, the same headers), writes a comment,
// then a heartbeat every 25 s, and forgets the connection when it closes; `POST /bare/stream`
// writes one event to every open stream (the floor of a fan-out).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(resolve(fileURLToPath(import.meta.url), '../../apps/api/package.json'));
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/bare', async () => [{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);

const streams = new Set();
let seq = 0;
app.get('/bare/stream', (request, reply) => {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' });
  response.write('retry: 3000\n\n: open\n\n');
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), 25_000);
  streams.add(response);
  response.on('close', () => {
    clearInterval(heartbeat);
    streams.delete(response);
  });
});
app.post('/bare/stream', async () => {
  seq += 1;
  for (const response of streams) response.write(`id: ${seq}\nevent: notification\ndata: {"seq":${seq}}\n\n`);
  return { streams: streams.size };
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
