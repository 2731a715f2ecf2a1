import { randomUUID } from 'node:crypto';
import { keyResultProgress } from '@okr/contract';
import type {
  CheckIn,
  CreateKeyResultRequest,
  FieldIssue,
  KeyResult,
  MetricType,
  PageQuery,
  UpdateKeyResultRequest,
} from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, KeyResultRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { lockKeyResultObjective } from './lockKeyResultObjective';
import { findObjective, recomputeObjective } from './objectiveService';
import { invalidFields, staleVersion } from './okrErrors';
import { toCheckIn, toKeyResult } from './okrMappers';
import { assertNoIssues, memberIssues } from './references';
import type { Page } from './paging';
import { decodeCursor, pageOf } from './paging';
import { notifyOfAssignment } from '../notifications/notifyOfAssignment';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';

type Db = Kysely<Database>;

export async function findKeyResult(db: Db, organizationId: string, id: string, forUpdate = false): Promise<KeyResultRow> {
  if (!isUuid(id)) throw notFound('Key result');
  let query = scoped(db, organizationId).selectFrom('key_results').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Key result');
  return row;
}

/** GET /objectives/{id}/key-results: in the order they were added. */
export async function listKeyResults(db: Db, organizationId: string, objectiveId: string): Promise<KeyResult[]> {
  await findObjective(db, organizationId, objectiveId);
  const rows = await scoped(db, organizationId)
    .selectFrom('key_results')
    .selectAll()
    .where('objective_id', '=', objectiveId)
    .orderBy('seq')
    .execute();
  return rows.map(toKeyResult);
}

interface Measure {
  metricType: MetricType;
  startValue: number;
  targetValue: number;
  currentValue: number;
}

/** The measure rules the schema cannot express alone: Binary counts 0 → 1; a target differs from its start. */
function measureIssues({ metricType, startValue, targetValue, currentValue }: Measure): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (metricType === 'Binary') {
    if (startValue !== 0) issues.push({ field: 'startValue', message: 'A Binary key result starts at 0' });
    if (targetValue !== 1) issues.push({ field: 'targetValue', message: 'A Binary key result targets 1 (done)' });
    if (currentValue !== 0 && currentValue !== 1) issues.push({ field: 'currentValue', message: 'A Binary key result is 0 or 1' });
  } else if (startValue === targetValue) {
    issues.push({ field: 'targetValue', message: 'The target must differ from the start value' });
  }
  return issues;
}

/** POST /objectives/{id}/key-results: defaults by metric type; the objective's progress follows in the same transaction. */
export async function createKeyResult(
  db: Db,
  organizationId: string,
  objectiveId: string,
  callerId: string,
  /** The person (null for an API key): an owner other than the caller is told (`assigned`). */
  actorId: string | null,
  body: CreateKeyResultRequest,
): Promise<KeyResult> {
  return db.transaction().execute(async (trx) => {
    await findObjective(trx, organizationId, objectiveId, true);
    const binary = body.metricType === 'Binary';
    const startValue = body.startValue ?? 0;
    const targetValue = body.targetValue ?? (binary ? 1 : body.metricType === 'Percentage' ? 100 : undefined);
    if (targetValue === undefined) throw invalidFields([{ field: 'targetValue', message: 'A Numeric key result needs a target value' }]);
    const measure = { metricType: body.metricType, startValue, targetValue, currentValue: body.currentValue ?? startValue };
    const ownerId = body.ownerId === undefined ? callerId : body.ownerId;
    assertNoIssues(measureIssues(measure), await memberIssues(trx, organizationId, [{ field: 'ownerId', userId: ownerId }]));
    const row = await scoped(trx, organizationId)
      .insertInto('key_results', [
        {
          id: randomUUID(),
          objective_id: objectiveId,
          title: body.title,
          description: body.description || null,
          metric_type: measure.metricType,
          start_value: measure.startValue,
          target_value: measure.targetValue,
          current_value: measure.currentValue,
          unit: body.unit || (body.metricType === 'Percentage' ? '%' : null),
          weight: body.weight ?? 1,
          deliverable_status: body.deliverableStatus ?? 'Pending',
          owner_id: ownerId,
          due_date: body.dueDate ?? null,
          progress: keyResultProgress(measure),
          confidence: null,
          last_check_in_at: null,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    await recomputeObjective(trx, organizationId, objectiveId);
    const keyResult = toKeyResult(row);
    await recordWebhookEvent(trx, organizationId, 'key_result.created', keyResult);
    await notifyOfAssignment(trx, { organizationId, actorId, before: callerId, after: row.owner_id, title: row.title, item: { objectiveId, keyResultId: row.id } });
    return keyResult;
  });
}

/** PATCH /key-results/{id}: a stale `version` answers 409 with the current key result. */
export async function updateKeyResult(
  db: Db,
  organizationId: string,
  id: string,
  /** The person making the change (null for an API key): told nothing of their own assignment. */
  actorId: string | null,
  body: UpdateKeyResultRequest,
): Promise<KeyResult> {
  return db.transaction().execute(async (trx) => {
    await lockKeyResultObjective(trx, organizationId, id);
    const current = await findKeyResult(trx, organizationId, id, true);
    if (body.version !== undefined && body.version !== current.version) throw staleVersion('key result', toKeyResult(current));
    const metricType = body.metricType ?? current.metric_type;
    // Switching to Binary without values resets the measure to "not done yet".
    const toBinary = metricType === 'Binary' && current.metric_type !== 'Binary';
    const measure = {
      metricType,
      startValue: body.startValue ?? (toBinary ? 0 : current.start_value),
      targetValue: body.targetValue ?? (toBinary ? 1 : current.target_value),
      currentValue: body.currentValue ?? (toBinary ? 0 : current.current_value),
    };
    assertNoIssues(measureIssues(measure), await memberIssues(trx, organizationId, [{ field: 'ownerId', userId: body.ownerId }]));
    const row = await scoped(trx, organizationId)
      .updateTable('key_results')
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.unit !== undefined && { unit: body.unit || null }),
        ...(body.weight !== undefined && { weight: body.weight }),
        ...(body.deliverableStatus !== undefined && { deliverable_status: body.deliverableStatus }),
        ...(body.ownerId !== undefined && { owner_id: body.ownerId }),
        ...(body.dueDate !== undefined && { due_date: body.dueDate }),
        metric_type: measure.metricType,
        start_value: measure.startValue,
        target_value: measure.targetValue,
        current_value: measure.currentValue,
        progress: keyResultProgress(measure),
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recomputeObjective(trx, organizationId, current.objective_id);
    const keyResult = toKeyResult(row);
    await recordWebhookEvent(trx, organizationId, 'key_result.updated', keyResult);
    await notifyOfAssignment(trx, {
      organizationId,
      actorId,
      before: current.owner_id,
      after: row.owner_id,
      title: row.title,
      item: { objectiveId: row.objective_id, keyResultId: id },
    });
    return keyResult;
  });
}

/** DELETE /key-results/{id}: with its check-ins; the objective's progress follows. */
export async function deleteKeyResult(db: Db, organizationId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKeyResultObjective(trx, organizationId, id);
    const current = await findKeyResult(trx, organizationId, id, true);
    await scoped(trx, organizationId).deleteFrom('key_results').where('id', '=', id).execute();
    await recomputeObjective(trx, organizationId, current.objective_id);
    await recordWebhookEvent(trx, organizationId, 'key_result.deleted', { id });
  });
}

/** GET /key-results/{id}/check-ins: newest first, paged. */
export async function listCheckIns(db: Db, organizationId: string, keyResultId: string, query: PageQuery): Promise<Page<CheckIn>> {
  const after = decodeCursor(query.cursor);
  await findKeyResult(db, organizationId, keyResultId);
  let rows = scoped(db, organizationId).selectFrom('check_ins').selectAll().where('key_result_id', '=', keyResultId);
  if (after !== undefined) rows = rows.where('seq', '<', after);
  const [found, count] = await Promise.all([
    rows.orderBy('seq', 'desc').limit(query.limit + 1).execute(),
    scoped(db, organizationId)
      .selectFrom('check_ins')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('key_result_id', '=', keyResultId)
      .executeTakeFirstOrThrow(),
  ]);
  const { rows: kept, next } = pageOf(found, query.limit);
  return { items: kept.map(toCheckIn), next, total: count.total };
}

