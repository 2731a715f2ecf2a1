import { WEEK_BUDGET_P95_MS, WEEK_OBJECTIVES, WEEK_ORGANIZATIONS, measureMyWeek } from '../my-week.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;

/** `GET /api/me/week` for a user in 20 organizations of 1,000 objectives each, on PostgreSQL (BENCH_DATABASE_URL): p95 < 100 ms. */
export const myWeekSection = {
  id: 'week',
  title: 'My week across organizations',
  async run() {
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (!adminUrl) throw new Error('set BENCH_DATABASE_URL (a PostgreSQL the bench may create a database on)');
    const r = await measureMyWeek(adminUrl);
    const row = (label, m) => `| ${label} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.perSecond.toFixed(0)} | ${m.failures} |`;
    return {
      lines: [
        `## My week across organizations (PostgreSQL, budget p95 < ${WEEK_BUDGET_P95_MS} ms one at a time)`,
        '',
        `Measured by \`BENCH_DATABASE_URL=… npm run bench -- --only=week\` on ${new Date().toISOString().slice(0, 10)}: a user in ` +
          `${WEEK_ORGANIZATIONS} organizations (Editor in most, Viewer in some) of ${WEEK_OBJECTIVES.toLocaleString('en')} objectives, ` +
          `3 key results each (1 in 25 theirs), 100 initiatives of 5 tasks (1 in 5 theirs), seeded by SQL in ${r.seedSeconds.toFixed(1)} s. ` +
          `The answer: ${r.items} items (the cap) from ${r.organizations} organizations, ${(r.bytes / 1024).toFixed(1)} KiB. Uncached by design (lost access applies at once).`,
        '',
        `Machine load (\`uptime\`, 2 cores shared with other sessions): before \`${r.loadBefore}\`; after \`${r.load}\`.`,
        '',
        '| call | p50 | p95 | p99 | req/s | failures |',
        '|---|---|---|---|---|---|',
        row('GET /api/me/week, 500 requests one at a time', r.one),
        row('GET /api/me/week, 500 requests 4 at a time', r.four),
      ],
      failures: [
        ...(r.one.p95 > WEEK_BUDGET_P95_MS ? [`week: p95 ${ms(r.one.p95)} > ${WEEK_BUDGET_P95_MS} ms`] : []),
        ...(r.one.failures + r.four.failures > 0 ? [`week: ${r.one.failures + r.four.failures} failed requests`] : []),
      ],
    };
  },
};
