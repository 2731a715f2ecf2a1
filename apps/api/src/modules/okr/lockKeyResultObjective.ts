import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';

type Db = Kysely<Database>;

/**
 * The first statement of every write to an objective's key results (a check-in, a change, a
 * delete; a new key result locks its objective itself): the objective of key result `keyResultId`
 * locked (FOR NO KEY UPDATE) and whether its period is closed (that period share-locked, so a
 * concurrent close waits for the write and none slips in after it). The key result itself is
 * locked after. In that order, two writes to key results of one objective take turns, and the
 * second reads the first's committed progress when it recomputes the objective's (read in a later
 * statement, hence a later snapshot); and an objective's change of status or window, which
 * rewrites its key results' risk day (migration 023), locks the objective and then its key results
 * too, so no two writes wait for each other in a cycle.
 */
export async function lockKeyResultObjective(trx: Db, organizationId: string, keyResultId: string): Promise<{ objectiveId: string; periodClosed: boolean | null }> {
  if (!isUuid(keyResultId)) throw notFound('Key result');
  const row = await trx
    .selectFrom('objectives as o')
    .select((eb) => [
      'o.id',
      eb
        .selectFrom('periods as p')
        .whereRef('p.id', '=', 'o.period_id')
        .select(sql<boolean>`p.closed_at is not null`.as('closed'))
        .forShare('p')
        .as('period_closed'),
    ])
    .where('o.id', '=', (eb) =>
      eb.selectFrom('key_results as kr').select('kr.objective_id').where('kr.id', '=', keyResultId).where('kr.organization_id', '=', organizationId),
    )
    .where('o.organization_id', '=', organizationId)
    .forNoKeyUpdate('o')
    .executeTakeFirst();
  if (!row) throw notFound('Key result');
  return { objectiveId: row.id, periodClosed: row.period_closed };
}
