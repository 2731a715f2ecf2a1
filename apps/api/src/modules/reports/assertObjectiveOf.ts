import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';

/** 404 unless the objective is the organization's (another tenant's id reveals nothing). */
export async function assertObjectiveOf(db: Kysely<Database>, organizationId: string, objectiveId: string): Promise<void> {
  const row = isUuid(objectiveId)
    ? await scoped(db, organizationId).selectFrom('objectives').select('id').where('id', '=', objectiveId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Objective');
}
