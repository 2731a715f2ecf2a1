import { BEHIND_TOLERANCE, LOW_CONFIDENCE_MAX } from '@okr/contract';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

// The contract's `keyResultRisk` (packages/okr-contract/src/rules/progress.ts) as SQL, so the
// dashboard counts and picks its at-risk key results in the database instead of reading every key
// result of the organization. Same answer, bit for bit: the time-elapsed line is computed in
// float8 (IEEE doubles, as JavaScript's numbers) in the same order of operations — days elapsed /
// days of the window (JavaScript divides milliseconds, the same ratio), × 100, clamped to 0..100,
// rounded half up to one decimal (`floor(x × 10 + 0.5) / 10` is `Math.round(x × 10) / 10` for the
// non-negative values met here). The days are the stored `start_day`, `end_day` and `due_day`
// (migration 021): the `YYYY-MM-DD` text as `Date.parse` reads it (a day up to 31 in any month runs
// over into the next one; a month outside 1..12 or a day outside 1..31 is no day, hence no line),
// parsed once per write instead of once per key result on every recompute. Reads `key_results`
// and its objective as `o`.

/** Where the key result's progress should be by `today` (0..100, one decimal), null without a window. */
function expectedSql(today: string): RawBuilder<number | null> {
  const start = sql`o.start_day`;
  // The key result's own due date when it has one (even one that names no day), else its objective's end.
  const end = sql`((case when key_results.due_date is null then o.end_day else key_results.due_day end) + 1)`;
  const elapsed = sql`(${today}::date - ${start})::float8`;
  const span = sql`(${end} - ${start})`;
  return sql<number | null>`(case when ${span} > 0 then
    floor(least(100::float8, greatest(0::float8, (${elapsed} / ${span}::float8) * 100)) * 10 + 0.5) / 10 end)`;
}

/**
 * True when the key result is at risk on `today` (`YYYY-MM-DD`): its objective Active, not done,
 * and low confidence or behind the time-elapsed line. `key_results.progress < 100` is a literal so
 * the planner can use the partial index `key_results_open_org_seq_idx` (migration 014).
 */
export function atRiskSql(today: string): RawBuilder<boolean> {
  const lowConfidence = sql`(key_results.confidence is not null and key_results.confidence <= ${sql.lit(LOW_CONFIDENCE_MAX)})`;
  const behind = sql`(key_results.progress + ${sql.lit(BEHIND_TOLERANCE)} < ${expectedSql(today)})`;
  return sql<boolean>`(o.status = 'Active' and key_results.progress < 100 and (${lowConfidence} or coalesce(${behind}, false)))`;
}
