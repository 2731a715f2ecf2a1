import { randomUUID } from 'node:crypto';
import { END_BEFORE_START, endsBeforeStart, objectiveProgress } from '@okr/contract';
import type { CreateObjectiveRequest, Objective, ObjectiveListQuery, UpdateObjectiveRequest } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, ObjectiveRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { invalidField, staleVersion } from './okrErrors';
import { toObjective } from './okrMappers';
import { keyResultJson, objectiveJson } from './okrJson';
import { assertNoIssues, memberIssues, optionIssues } from './references';
import { decodeCursor } from './paging';
import { notifyOfAssignment } from '../notifications/notifyOfAssignment';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';
import { defaultPeriodId } from '../periods/defaultPeriodId';

type Db = Kysely<Database>;

/** One of the organization's objectives (locked for update inside a transaction when asked); else 404. */
export async function findObjective(db: Db, organizationId: string, id: string, forUpdate = false): Promise<ObjectiveRow> {
  if (!isUuid(id)) throw notFound('Objective');
  let query = scoped(db, organizationId).selectFrom('objectives').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Objective');
  return row;
}

/**
 * GET /objectives/{id}: the objective, its key results and the objective it was rolled over from
 * (same organization only; null once deleted), as the answer's JSON text, in one statement.
 */
export async function objectiveDetailJson(db: Db, organizationId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('Objective');
  const row = await scoped(db, organizationId)
    .selectFrom('objectives')
    .leftJoin('objectives as origin', (join) =>
      join.onRef('origin.id', '=', 'objectives.rolled_over_from_id').onRef('origin.organization_id', '=', 'objectives.organization_id'),
    )
    .select(
      sql<string>`(${objectiveJson('objectives')}::jsonb || jsonb_build_object('keyResults', coalesce(
        (select jsonb_agg(${keyResultJson('k')} order by k.seq) from key_results k where k.objective_id = objectives.id), '[]'::jsonb),
        'rolledOverFrom', case when origin.id is null then null else jsonb_build_object('id', origin.id, 'title', origin.title) end))::text`.as('body'),
    )
    .where('objectives.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Objective');
  return row.body;
}

/** One page of objectives as the answer's JSON text (newest first), with the total and the next cursor: one statement. */
export interface ObjectivePageJson {
  body: string;
  next: string | undefined;
  total: number;
}

/** GET /objectives: newest first, filtered, one page; the total comes from the same statement. */
export async function listObjectivesJson(db: Db, organizationId: string, query: ObjectiveListQuery): Promise<ObjectivePageJson> {
  const after = decodeCursor(query.cursor);
  let base = scoped(db, organizationId).selectFrom('objectives');
  if (query.status) base = base.where('objectives.status', '=', query.status);
  if (query.type) base = base.where('objectives.type', '=', query.type);
  if (query.ownerId) base = isUuid(query.ownerId) ? base.where('objectives.owner_id', '=', query.ownerId) : base.where(sql<boolean>`false`);
  if (query.impactCategory) base = base.where('objectives.impact_category', '=', query.impactCategory);
  if (query.operationalArea) base = base.where('objectives.operational_area', '=', query.operationalArea);
  if (query.strategicAxis) base = base.where('objectives.strategic_axis', '=', query.strategicAxis);
  if (query.parentObjectiveId) {
    base = isUuid(query.parentObjectiveId)
      ? base.where('objectives.parent_objective_id', '=', query.parentObjectiveId)
      : base.where(sql<boolean>`false`);
  }
  if (query.periodId) {
    base = isUuid(query.periodId) ? base.where('objectives.period_id', '=', query.periodId) : base.where(sql<boolean>`false`);
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('objectives.title', 'ilike', pattern), eb('objectives.description', 'ilike', pattern)]));
  }
  const paged = (after === undefined ? base : base.where('objectives.seq', '<', after))
    .select(['objectives.seq', objectiveJson('objectives').as('item')])
    .orderBy('objectives.seq', 'desc')
    .limit(query.limit + 1);
  const counted = base.select(sql<number>`count(*)::int`.as('n'));
  const { rows } = await sql<{ body: string | null; total: number; next: number | null }>`
    with page as (${paged}), kept as (select * from page order by seq desc limit ${query.limit})
    select
      (select json_agg(kept.item order by kept.seq desc)::text from kept) as body,
      (${counted}) as total,
      case when (select count(*) from page) > ${query.limit} then (select min(kept.seq) from kept) end as next`.execute(db);
  const row = rows[0]!;
  return { body: row.body ?? '[]', next: row.next === null ? undefined : String(row.next), total: row.total };
}

/** Whether making `parentId` the parent of `objectiveId` would close a loop of alignment. */
async function wouldCycle(db: Db, organizationId: string, objectiveId: string, parentId: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    with recursive chain(id, parent) as (
      select id, parent_objective_id from objectives where id = ${parentId} and organization_id = ${organizationId}
      union
      select o.id, o.parent_objective_id from objectives o join chain c on o.id = c.parent
      where o.organization_id = ${organizationId}
    )
    select id from chain where id = ${objectiveId} limit 1`.execute(db);
  return rows.length > 0;
}

/** Serializes changes of alignment (and plan-limited inserts) within one organization on PostgreSQL. */
export async function lockOrganization(db: Db, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'plan'])
    .where('id', '=', organizationId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

async function checkReferences(
  db: Db,
  organizationId: string,
  objectiveId: string | null,
  body: Partial<CreateObjectiveRequest>,
): Promise<void> {
  const parentIssues = [];
  if (body.periodId) {
    const period = isUuid(body.periodId)
      ? await scoped(db, organizationId).selectFrom('periods').select('id').where('id', '=', body.periodId).executeTakeFirst()
      : undefined;
    if (!period) parentIssues.push({ field: 'periodId', message: 'No such period' });
  }
  if (body.parentObjectiveId) {
    const parent = isUuid(body.parentObjectiveId)
      ? await scoped(db, organizationId).selectFrom('objectives').select('id').where('id', '=', body.parentObjectiveId).executeTakeFirst()
      : undefined;
    if (!parent) parentIssues.push({ field: 'parentObjectiveId', message: 'No such objective' });
    else if (objectiveId && (parent.id === objectiveId || (await wouldCycle(db, organizationId, objectiveId, parent.id)))) {
      parentIssues.push({ field: 'parentObjectiveId', message: 'An objective cannot be aligned under itself or one of its own children' });
    }
  }
  assertNoIssues(
    parentIssues,
    await memberIssues(db, organizationId, [{ field: 'ownerId', userId: body.ownerId }]),
    await optionIssues(db, organizationId, [
      { field: 'impactCategory', kind: 'Impact Category', value: body.impactCategory },
      { field: 'operationalArea', kind: 'Operational Area', value: body.operationalArea },
      { field: 'strategicAxis', kind: 'Strategic Axis', value: body.strategicAxis },
    ]),
  );
}

/**
 * POST /objectives: owned by the caller unless `ownerId` says otherwise (then that owner is told:
 * `assigned`); progress 0 until key results. `actorId` is the person (null for an API key).
 */
export async function createObjective(db: Db, organizationId: string, callerId: string, actorId: string | null, body: CreateObjectiveRequest): Promise<Objective> {
  return db.transaction().execute(async (trx) => {
    const withOwner = { ...body, ownerId: body.ownerId === undefined ? callerId : body.ownerId };
    await checkReferences(trx, organizationId, null, withOwner);
    const periodId = body.periodId === undefined ? await defaultPeriodId(trx, organizationId) : body.periodId;
    const row = await scoped(trx, organizationId)
      .insertInto('objectives', [
        {
          id: randomUUID(),
          title: body.title,
          description: body.description || null,
          type: body.type ?? 'Tactical',
          impact_category: body.impactCategory ?? null,
          operational_area: body.operationalArea ?? null,
          strategic_axis: body.strategicAxis ?? null,
          status: body.status ?? 'Active',
          owner_id: withOwner.ownerId,
          parent_objective_id: body.parentObjectiveId ?? null,
          period_id: periodId,
          start_date: body.startDate ?? null,
          end_date: body.endDate ?? null,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    const objective = toObjective(row);
    await recordWebhookEvent(trx, organizationId, 'objective.created', objective);
    await notifyOfAssignment(trx, { organizationId, actorId, before: callerId, after: row.owner_id, title: row.title, item: { objectiveId: row.id } });
    return objective;
  });
}

/** PATCH /objectives/{id}: a stale `version` answers 409 with the current objective. */
export async function updateObjective(
  db: Db,
  organizationId: string,
  id: string,
  /** The person making the change (null for an API key): told nothing of their own assignment. */
  actorId: string | null,
  body: UpdateObjectiveRequest,
): Promise<Objective> {
  return db.transaction().execute(async (trx) => {
    if (body.parentObjectiveId) await lockOrganization(trx, organizationId);
    const current = await findObjective(trx, organizationId, id, true);
    if (body.version !== undefined && body.version !== current.version) throw staleVersion('objective', toObjective(current));
    const startDate = body.startDate === undefined ? current.start_date : body.startDate;
    const endDate = body.endDate === undefined ? current.end_date : body.endDate;
    if (endsBeforeStart(startDate, endDate)) throw invalidField('endDate', END_BEFORE_START);
    await checkReferences(trx, organizationId, id, body);
    const row = await scoped(trx, organizationId)
      .updateTable('objectives')
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.type !== undefined && { type: body.type }),
        ...(body.impactCategory !== undefined && { impact_category: body.impactCategory }),
        ...(body.operationalArea !== undefined && { operational_area: body.operationalArea }),
        ...(body.strategicAxis !== undefined && { strategic_axis: body.strategicAxis }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.ownerId !== undefined && { owner_id: body.ownerId }),
        ...(body.parentObjectiveId !== undefined && { parent_objective_id: body.parentObjectiveId }),
        ...(body.periodId !== undefined && { period_id: body.periodId }),
        start_date: startDate,
        end_date: endDate,
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const objective = toObjective(row);
    await recordWebhookEvent(trx, organizationId, 'objective.updated', objective);
    await notifyOfAssignment(trx, { organizationId, actorId, before: current.owner_id, after: row.owner_id, title: row.title, item: { objectiveId: id } });
    return objective;
  });
}

/** DELETE /objectives/{id}: its key results and check-ins go with it; aligned children lose their parent. */
export async function deleteObjective(db: Db, organizationId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Objective');
  await db.transaction().execute(async (trx) => {
    const deleted = await scoped(trx, organizationId).deleteFrom('objectives').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('Objective');
    await recordWebhookEvent(trx, organizationId, 'objective.deleted', { id });
  });
}

/**
 * The objective's progress (weighted mean of its key results, the contract's `objectiveProgress`)
 * and key result count, written in the caller's transaction. Derived values: the version stays.
 */
export async function recomputeObjective(trx: Db, organizationId: string, objectiveId: string): Promise<ObjectiveRow> {
  const keyResults = await scoped(trx, organizationId)
    .selectFrom('key_results')
    .select(['progress', 'weight'])
    .where('objective_id', '=', objectiveId)
    .orderBy('seq')
    .execute();
  return writeObjectiveProgress(trx, organizationId, objectiveId, keyResults);
}

/** `recomputeObjective` for a caller that has just read the objective's key results (all of them, in `seq` order). */
export function writeObjectiveProgress(
  trx: Db,
  organizationId: string,
  objectiveId: string,
  keyResults: readonly { progress: number; weight: number }[],
): Promise<ObjectiveRow> {
  return scoped(trx, organizationId)
    .updateTable('objectives')
    .set({ progress: objectiveProgress(keyResults), key_result_count: keyResults.length })
    .where('id', '=', objectiveId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
