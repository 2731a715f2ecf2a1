import { REPORT_BUDGET_P95_MS, REPORT_CHECK_INS, REPORT_KEY_RESULTS, REPORT_OBJECTIVES, measureReports } from '../reports.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;

/** `GET /api/reports/progress?periodId=` of 200 objectives × 3 key results × 13 check-ins, on PostgreSQL (BENCH_DATABASE_URL): p95 < 150 ms recomputed. */
export const reportsSection = {
  id: 'reports',
  title: 'Progress report of a period',
  async run() {
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (!adminUrl) return { skipped: 'set BENCH_DATABASE_URL (a PostgreSQL the bench may create a database on)' };
    const r = await measureReports(adminUrl);
    const report = r.recomputed.kinds.report;
    const write = r.recomputed.kinds['check-in'];
    const row = (label, m) => `| ${label} | ${m.requests} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ms(m.max)} |`;
    return {
      lines: [
        `## Progress report of a period (PostgreSQL, budget p95 < ${REPORT_BUDGET_P95_MS} ms recomputed)`,
        '',
        `Measured by \`BENCH_DATABASE_URL=… npm run bench -- --only=reports\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
          `one period of ${REPORT_OBJECTIVES} objectives × ${REPORT_KEY_RESULTS} key results × ${REPORT_CHECK_INS} weekly check-ins, seeded by SQL in ${r.seedSeconds.toFixed(1)} s. ` +
          `The answer: ${r.objectives} objectives, ${r.keyResults} key results, ${r.points.toLocaleString('en')} series points and check-in days, ${(r.bytes / 1024).toFixed(0)} KiB. ` +
          'Paced requests (bench/lib/paced.mjs), latency from each due time. "Recomputed": a check-in before every report, so each report misses the cache (three statements and the series in the process).',
        '',
        `Machine load (\`uptime\`, 2 cores shared with other sessions): before \`${r.loadBefore}\`; after \`${r.load}\`.`,
        '',
        '| call | requests | p50 | p95 | p99 | max |',
        '|---|---|---|---|---|---|',
        row('GET /api/reports/progress, recomputed (after a check-in), 2/s', report),
        row('POST check-in between them, 2/s', write),
        row('GET /api/reports/progress, from the cache, 20/s', r.cached),
      ],
      failures: [
        ...(report.p95 > REPORT_BUDGET_P95_MS ? [`reports: recomputed p95 ${ms(report.p95)} > ${REPORT_BUDGET_P95_MS} ms`] : []),
        ...(r.cached.non2xx + r.recomputed.non2xx > 0 ? [`reports: ${r.cached.non2xx + r.recomputed.non2xx} failed requests`] : []),
      ],
    };
  },
};
