import { ADMIN_USER_COUNT, adminUserSearchRows, seedUsers } from '../admin-users.mjs';
import { root, startServer } from '../lib/server.mjs';

const BUDGET_P95_MS = 100;
const ms = (value) => `${value.toFixed(1)} ms`;

/** `GET /api/admin/users?q=` on a server holding 100,000 users (budget p95 < 100 ms). */
export const adminUsersSection = {
  id: 'admin-users',
  title: 'Admin user search',
  async run() {
    const first = await startServer();
    await first.stop({ keepData: true });
    await seedUsers(root, first.dataDir);
    const server = await startServer({}, { scratch: first.scratch });
    let rows;
    try {
      rows = await adminUserSearchRows(server.base);
    } finally {
      await server.stop();
    }
    return {
      lines: [
        `## Admin user search at ${ADMIN_USER_COUNT.toLocaleString('en')} users (PGlite, 200 requests one at a time, budget p95 < ${BUDGET_P95_MS} ms)`,
        '',
        `Measured by \`npm run bench -- --only=admin-users\` on ${new Date().toISOString().slice(0, 10)}.`,
        '',
        '| call | p50 | p95 | p99 | req/s | failures |',
        '|---|---|---|---|---|---|',
        ...rows.map(
          (r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.perSecond.toFixed(0)} | ${r.failures} |`,
        ),
      ],
      failures: rows.flatMap((r) => [
        ...(r.p95 > BUDGET_P95_MS ? [`${r.name}: p95 ${ms(r.p95)} > ${BUDGET_P95_MS} ms`] : []),
        ...(r.failures > 0 ? [`${r.name}: ${r.failures} failed requests`] : []),
      ]),
    };
  },
};
