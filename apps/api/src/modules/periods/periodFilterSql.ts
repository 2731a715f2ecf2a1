import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

// `?periodId=` of the dashboard as SQL conditions. An initiative (and its tasks) belongs to a
// period when it serves an objective of that period: linked to it or to one of its key results.

/** The initiative `alias.id` serves an objective of the period. */
export function initiativeInPeriod(alias: string, periodId: string): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.id`);
  return sql<boolean>`(exists (
      select 1 from initiative_objectives io join objectives po on po.id = io.objective_id
       where io.initiative_id = ${id} and po.period_id = ${periodId})
    or exists (
      select 1 from initiative_key_results ik join key_results pk on pk.id = ik.key_result_id
        join objectives po on po.id = pk.objective_id
       where ik.initiative_id = ${id} and po.period_id = ${periodId}))`;
}

/** The task `alias` is one of an initiative of the period. */
export function taskInPeriod(alias: string, periodId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from initiatives pi where pi.id = ${sql.ref(`${alias}.initiative_id`)} and ${initiativeInPeriod('pi', periodId)})`;
}

/** The key result `alias` is one of an objective of the period. */
export function keyResultInPeriod(alias: string, periodId: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from objectives po where po.id = ${sql.ref(`${alias}.objective_id`)} and po.period_id = ${periodId})`;
}
