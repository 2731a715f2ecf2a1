// The anchor of the throughput ratio: a bare Fastify 5 route answering a small JSON array, with
// the same fastify the API uses. `node bench/bare-server.mjs <port>`.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(resolve(fileURLToPath(import.meta.url), '../../apps/api/package.json'));
const Fastify = require('fastify');
const app = Fastify({ logger: false });
app.get('/bare', async () => [{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
