import { measureOkrLoad, okrLoadSection } from '../okr-load.mjs';

/**
 * `GET /api/objectives` (1,000 objectives, first page) at 200 requests/s for 30 s, p99 < 50 ms;
 * an authenticated `GET /api/objectives/{id}` at ≥ 15% of a bare route's requests/s.
 * `BENCH_DATABASE_URL` runs it on PostgreSQL as well.
 */
export const okrLoadBenchSection = {
  id: 'okr-load',
  title: 'Objectives under load',
  async run() {
    const results = [await measureOkrLoad()];
    if (process.env.BENCH_DATABASE_URL) results.push(await measureOkrLoad({ databaseUrl: process.env.BENCH_DATABASE_URL }));
    return {
      lines: results.flatMap((result) => okrLoadSection(result)),
      failures: results.flatMap((result) => result.failures),
    };
  },
};
