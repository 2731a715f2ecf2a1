import { loadavg } from 'node:os';
import { measureLatency } from '../api-latency.mjs';
import { signIn, startServer } from '../lib/server.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Ends 20 other sign-ins of a demo user (issue 32: each then answers 401 at its next request, the
 * check being part of the guard's one statement) and answers the access token of the sign-in kept.
 */
async function tokenAfterEndingOthers(base) {
  const email = 'editor@demo.okr';
  for (let i = 0; i < 20; i += 1) await signIn(base, email);
  const kept = await signIn(base, email);
  const ended = await fetch(`${base}/auth/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${kept}` } });
  if (ended.status !== 204) throw new Error(`ending the other sessions answered ${ended.status}`);
  return kept;
}

/** Latency of a few calls of the built server (PGlite, demo data), a bare route beside them. */
export const apiLatencySection = {
  id: 'api-latency',
  title: 'API latency',
  async run() {
    // The sign-ins that make sessions to end are more than the default 10 a minute per account.
    const server = await startServer({ LOGIN_RATE_LIMIT: '1000' });
    const loadBefore = loadavg()[0].toFixed(2);
    try {
      const auth = { headers: { authorization: `Bearer ${await signIn(server.base)}` } };
      const afterEnding = { headers: { authorization: `Bearer ${await tokenAfterEndingOthers(server.base)}` } };
      const cases = [
        ['GET /api/health', `${server.base}/health`, {}],
        ['GET /api/auth/me', `${server.base}/auth/me`, auth],
        ['GET /api/auth/me, 20 other sessions of the user ended', `${server.base}/auth/me`, afterEnding],
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
          `Measured by \`npm run bench -- --only=api-latency\` on ${new Date().toISOString().slice(0, 10)}; ` +
            `load average (1 min, 2 cores shared with other sessions) ${loadBefore} before, ${loadavg()[0].toFixed(2)} after.`,
          '',
          'The second `/auth/me` row is issue 32\'s: the user ended 20 other sessions (each answers 401 at its ' +
            'next request). Whether the sign-in was ended is read in the guard\'s one statement with the user\'s ' +
            'row, so the call costs what the first row does (test/account/sessions.test.ts counts the statements).',
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
