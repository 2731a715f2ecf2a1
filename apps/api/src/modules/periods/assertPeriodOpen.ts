import { PERIOD_CLOSED_MESSAGE } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { ruleViolation } from '../../lib/AppError';

/**
 * 422 when the objective belongs to a closed period (check-ins refused until it is reopened).
 * The period row is share-locked, so a concurrent close waits for this transaction and a
 * concurrent check-in cannot slip in after it.
 */
export async function assertPeriodOpen(trx: Kysely<Database>, organizationId: string, objectiveId: string): Promise<void> {
  const { rows } = await sql<{ closed: boolean }>`
    select p.closed_at is not null as closed
      from periods p join objectives o on o.period_id = p.id
     where o.id = ${objectiveId} and o.organization_id = ${organizationId}
       for share of p`.execute(trx);
  if (rows[0]?.closed) throw ruleViolation(PERIOD_CLOSED_MESSAGE);
}
