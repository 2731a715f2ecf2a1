import { measureLatency } from '../api-latency.mjs';
import { signIn, startServer } from '../lib/server.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;

/** Latency of a few calls of the built server (PGlite, demo data), a bare route beside them. */
export const apiLatencySection = {
  id: 'api-latency',
  title: 'API latency',
  async run() {
    const server = await startServer();
    try {
      const auth = { headers: { authorization: `Bearer ${await signIn(server.base)}` } };
      const cases = [
        ['GET /api/health', `${server.base}/health`, {}],
        ['GET /api/auth/me', `${server.base}/auth/me`, auth],
        ['GET /api/organizations/user', `${server.base}/organizations/user`, auth],
      ];
      const rows = [];
      for (const [name, url, init] of cases) {
        await measureLatency({ url, init, total: 50, concurrency: 5 }); // warm-up
        rows.push({ name, ...(await measureLatency({ url, init, total: 500, concurrency: 10 })) });
      }
      return {
        lines: [
          '## API latency (PGlite, 500 requests, 10 in flight, loopback)',
          '',
          `Measured by \`npm run bench -- --only=api-latency\` on ${new Date().toISOString().slice(0, 10)}.`,
          '',
          '| call | p50 | p95 | p99 | req/s | failures |',
          '|---|---|---|---|---|---|',
          ...rows.map(
            (r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.perSecond.toFixed(0)} | ${r.failures} |`,
          ),
        ],
        failures: [],
      };
    } finally {
      await server.stop();
    }
  },
};
