import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

// The contract's `keyResultRisk` (packages/okr-contract/src/rules/progress.ts) as SQL, so the
// dashboard and my week count and pick at-risk key results in the database instead of reading
// every key result. The database keeps each key result's `at_risk_from` (migration 023: the first
// day its objective is Active, it is not done, and its confidence is low or its progress behind
// the time-elapsed line by more than the tolerance; '-infinity' for every day, null for never) on
// every write of the key result or of its objective's status and window, computed with the line's
// own float8 expression, so the answer is JavaScript's, bit for bit. A comparison with a day, along
// the partial index `key_results_org_risk_seq_idx` (organization, seq) that includes it.

/** True when the key result (`key_results`) is at risk on `today` (`YYYY-MM-DD`). */
export function atRiskSql(today: string): RawBuilder<boolean> {
  return sql<boolean>`(key_results.at_risk_from <= ${today}::date)`;
}
