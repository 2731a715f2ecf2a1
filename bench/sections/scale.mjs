import { measureScale, scaleServerUrl } from '../scale.mjs';
import { scaleSection } from '../lib/scaleSection.mjs';

/**
 * Issue 22 at scale (bench/scale.mjs): needs a PostgreSQL server (BENCH_DATABASE_URL, else
 * DATABASE_URL); without one it is skipped and BENCHMARKS.md keeps its last figures.
 */
export const scaleBenchSection = {
  id: 'scale',
  title: 'At scale on PostgreSQL',
  async run() {
    const serverUrl = scaleServerUrl();
    if (!serverUrl) {
      return { skipped: 'scale: skipped, no PostgreSQL (set BENCH_DATABASE_URL=postgres://user@host:port/db, a superuser; BENCH_SCALE=full for issue 22\'s size)' };
    }
    const result = await measureScale({ serverUrl });
    return { lines: scaleSection(result), failures: result.failures };
  },
};
