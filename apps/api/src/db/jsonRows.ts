import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/**
 * A subquery's rows as one json array, in the subquery's own order (`[]` when it has none): several
 * limited reads answered by ONE statement, one round trip instead of one each. Only for columns whose
 * json reads as the driver would (text, numbers, booleans; not timestamps, which json leaves as text).
 */
export const jsonRows = <Row>(query: { compile(): unknown }): RawBuilder<Row[]> =>
  sql<Row[]>`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;
