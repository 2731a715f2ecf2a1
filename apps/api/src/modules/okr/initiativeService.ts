import { randomUUID } from 'node:crypto';
import { END_BEFORE_START, endsBeforeStart } from '@okr/contract';
import type {
  CreateInitiativeRequest,
  Initiative,
  InitiativeDetail,
  InitiativeListQuery,
  UpdateInitiativeRequest,
} from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { lockOrganization } from './objectiveService';
import { invalidField, planLimitReached, staleVersion } from './okrErrors';
import { toInitiative, toTask } from './okrMappers';
import type { InitiativeView } from './okrMappers';
import { assertNoIssues, idIssues, memberIssues } from './references';
import type { Page } from './paging';
import { decodeCursor, pageOf } from './paging';
import { notifyOfAssignment } from '../notifications/notifyOfAssignment';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';

type Db = Kysely<Database>;

/** api-contract.md "Plans": Free holds at most this many initiatives; Pro and Enterprise no limit. */
export const FREE_PLAN_INITIATIVES = 1;

/** Initiatives with their links and task counts aggregated beside each row (one statement). */
function initiativesView(db: Db, organizationId: string) {
  return scoped(db, organizationId)
    .selectFrom('initiatives')
    .selectAll()
    .select([
      sql<string[] | null>`(select json_agg(l.objective_id order by l.objective_id) from initiative_objectives l where l.initiative_id = initiatives.id)`.as(
        'objective_ids',
      ),
      sql<string[] | null>`(select json_agg(l.key_result_id order by l.key_result_id) from initiative_key_results l where l.initiative_id = initiatives.id)`.as(
        'key_result_ids',
      ),
      sql<InitiativeView['task_counts']>`(select json_build_object(
        'To Do', count(*) filter (where t.status = 'To Do'),
        'In Progress', count(*) filter (where t.status = 'In Progress'),
        'Completed', count(*) filter (where t.status = 'Completed'),
        'At Risk', count(*) filter (where t.status = 'At Risk')) from tasks t where t.initiative_id = initiatives.id)`.as('task_counts'),
    ]);
}

export async function readInitiative(db: Db, organizationId: string, id: string): Promise<Initiative> {
  if (!isUuid(id)) throw notFound('Initiative');
  const row = await initiativesView(db, organizationId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Initiative');
  return toInitiative(row);
}

export async function lockInitiative(db: Db, organizationId: string, id: string) {
  if (!isUuid(id)) throw notFound('Initiative');
  const row = await scoped(db, organizationId).selectFrom('initiatives').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Initiative');
  return row;
}

/**
 * Initiatives serving the objective: linked to it, or to one of its key results. The links
 * belong to initiatives of the organization (the outer query is scoped), so a foreign id finds none.
 */
function servingObjective(objectiveId: string) {
  return sql<boolean>`(exists (select 1 from initiative_objectives l where l.initiative_id = initiatives.id and l.objective_id = ${objectiveId})
    or exists (select 1 from initiative_key_results l join key_results k on k.id = l.key_result_id
      where l.initiative_id = initiatives.id and k.objective_id = ${objectiveId}))`;
}

/** GET /initiatives: newest first, paged, with the total; `objectiveId` keeps those serving it. */
export async function listInitiatives(db: Db, organizationId: string, query: InitiativeListQuery): Promise<Page<Initiative>> {
  const after = decodeCursor(query.cursor);
  // Ids are opaque: one that is not a UUID names no objective (nothing serves it), like the objectives' filters.
  const filter = !query.objectiveId ? sql<boolean>`true` : isUuid(query.objectiveId) ? servingObjective(query.objectiveId) : sql<boolean>`false`;
  let rows = initiativesView(db, organizationId).where(filter);
  if (after !== undefined) rows = rows.where('seq', '<', after);
  const [found, count] = await Promise.all([
    rows.orderBy('seq', 'desc').limit(query.limit + 1).execute(),
    scoped(db, organizationId).selectFrom('initiatives').select(sql<number>`count(*)::int`.as('total')).where(filter).executeTakeFirstOrThrow(),
  ]);
  const { rows: kept, next } = pageOf(found, query.limit);
  return { items: kept.map(toInitiative), next, total: count.total };
}

/** GET /initiatives/{id}: with its tasks. */
export async function initiativeDetail(db: Db, organizationId: string, id: string): Promise<InitiativeDetail> {
  const initiative = await readInitiative(db, organizationId, id);
  const tasks = await scoped(db, organizationId).selectFrom('tasks').selectAll().where('initiative_id', '=', id).orderBy('seq').execute();
  return { ...initiative, tasks: tasks.map(toTask) };
}

async function checkReferences(db: Db, organizationId: string, body: Partial<CreateInitiativeRequest>) {
  assertNoIssues(
    await memberIssues(db, organizationId, [{ field: 'ownerId', userId: body.ownerId }]),
    await idIssues(db, organizationId, 'objectives', 'objectiveIds', body.objectiveIds),
    await idIssues(db, organizationId, 'key_results', 'keyResultIds', body.keyResultIds),
  );
}

async function replaceLinks(db: Db, organizationId: string, initiativeId: string, body: Partial<CreateInitiativeRequest>) {
  const area = scoped(db, organizationId);
  if (body.objectiveIds !== undefined) {
    await area.deleteFrom('initiative_objectives').where('initiative_id', '=', initiativeId).execute();
    const ids = [...new Set(body.objectiveIds)];
    if (ids.length > 0) {
      await area.insertInto('initiative_objectives', ids.map((objectiveId) => ({ initiative_id: initiativeId, objective_id: objectiveId }))).execute();
    }
  }
  if (body.keyResultIds !== undefined) {
    await area.deleteFrom('initiative_key_results').where('initiative_id', '=', initiativeId).execute();
    const ids = [...new Set(body.keyResultIds)];
    if (ids.length > 0) {
      await area.insertInto('initiative_key_results', ids.map((keyResultId) => ({ initiative_id: initiativeId, key_result_id: keyResultId }))).execute();
    }
  }
}

/**
 * POST /initiatives. On the Free plan a second initiative answers 402 PLAN_LIMIT_REACHED: the
 * organization row is locked and the count read in the same transaction as the insert, so two
 * requests at once cannot both pass.
 */
export async function createInitiative(
  db: Db,
  organizationId: string,
  callerId: string,
  /** The person (null for an API key): an owner other than the caller is told (`assigned`). */
  actorId: string | null,
  body: CreateInitiativeRequest,
): Promise<Initiative> {
  return db.transaction().execute(async (trx) => {
    const organization = await lockOrganization(trx, organizationId);
    if (organization.plan === 'Free') {
      const { count } = await scoped(trx, organizationId)
        .selectFrom('initiatives')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      if (count >= FREE_PLAN_INITIATIVES) {
        throw planLimitReached('The Free plan includes 1 initiative. Upgrade to Pro for unlimited initiatives.', {
          plan: 'Free',
          resource: 'initiatives',
          limit: FREE_PLAN_INITIATIVES,
        });
      }
    }
    const withOwner = { ...body, ownerId: body.ownerId === undefined ? callerId : body.ownerId };
    await checkReferences(trx, organizationId, withOwner);
    const id = randomUUID();
    await scoped(trx, organizationId)
      .insertInto('initiatives', [
        {
          id,
          name: body.name,
          description: body.description || null,
          status: body.status ?? 'To Start',
          owner_id: withOwner.ownerId,
          start_date: body.startDate ?? null,
          end_date: body.endDate ?? null,
        },
      ])
      .execute();
    await replaceLinks(trx, organizationId, id, body);
    const initiative = await readInitiative(trx, organizationId, id);
    await recordWebhookEvent(trx, organizationId, 'initiative.created', initiative);
    await notifyOfAssignment(trx, { organizationId, actorId, before: callerId, after: withOwner.ownerId, title: body.name, item: { initiativeId: id } });
    return initiative;
  });
}

/** PATCH /initiatives/{id}: `objectiveIds` / `keyResultIds` replace the links; stale `version` → 409. */
export async function updateInitiative(
  db: Db,
  organizationId: string,
  id: string,
  /** The person making the change (null for an API key): told nothing of their own assignment. */
  actorId: string | null,
  body: UpdateInitiativeRequest,
): Promise<Initiative> {
  return db.transaction().execute(async (trx) => {
    const current = await lockInitiative(trx, organizationId, id);
    if (body.version !== undefined && body.version !== current.version) {
      throw staleVersion('initiative', await readInitiative(trx, organizationId, id));
    }
    const startDate = body.startDate === undefined ? current.start_date : body.startDate;
    const endDate = body.endDate === undefined ? current.end_date : body.endDate;
    if (endsBeforeStart(startDate, endDate)) throw invalidField('endDate', END_BEFORE_START);
    await checkReferences(trx, organizationId, body);
    await scoped(trx, organizationId)
      .updateTable('initiatives')
      .set({
        ...(body.name !== undefined && { name: body.name }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.ownerId !== undefined && { owner_id: body.ownerId }),
        start_date: startDate,
        end_date: endDate,
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await replaceLinks(trx, organizationId, id, body);
    const initiative = await readInitiative(trx, organizationId, id);
    await recordWebhookEvent(trx, organizationId, 'initiative.updated', initiative);
    await notifyOfAssignment(trx, { organizationId, actorId, before: current.owner_id, after: initiative.ownerId, title: initiative.name, item: { initiativeId: id } });
    return initiative;
  });
}

export async function deleteInitiative(db: Db, organizationId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Initiative');
  await db.transaction().execute(async (trx) => {
    const deleted = await scoped(trx, organizationId).deleteFrom('initiatives').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('Initiative');
    await recordWebhookEvent(trx, organizationId, 'initiative.deleted', { id });
  });
}
