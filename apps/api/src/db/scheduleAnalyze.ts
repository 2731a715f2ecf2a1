import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './Database';

/**
 * PGlite has no autovacuum, so its planner statistics never follow the tables' growth: an
 * organization's objectives list (`where organization_id = $1 order by seq desc limit 101`) is
 * planned for 3 rows and read with a bitmap scan and a sort instead of its index. ANALYZE now and
 * then (every `OKR_ANALYZE_SECONDS`, 300 by default) keeps the plans right; PostgreSQL's own
 * autovacuum does this there. The timer never keeps the process alive on its own.
 */
export function scheduleAnalyze(db: Kysely<Database>, seconds: number, onError: (error: unknown) => void): () => void {
  const run = () => sql`analyze`.execute(db).catch(onError);
  void run();
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
