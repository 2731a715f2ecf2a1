import { randomUUID } from 'node:crypto';
import { PERIOD_CLOSED_MESSAGE, keyResultProgress } from '@okr/contract';
import type { CheckInCreated, CreateCheckInRequest } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, KeyResultRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound, ruleViolation } from '../../lib/AppError';
import { writeObjectiveProgress } from './objectiveService';
import { lockKeyResultObjective } from './lockKeyResultObjective';
import { invalidFields } from './okrErrors';
import { toCheckIn, toKeyResult, toObjective } from './okrMappers';
import { hasChatChannels, notifyChatOfAtRisk, notifyChatOfCheckIn, objectiveAtRisk } from '../chat/chatEvents';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';

type Db = Kysely<Database>;

type LockedKeyResult = KeyResultRow & {
  /** Every key result of the objective (this one included), in `seq` order. */
  weights: { id: string; progress: number; weight: number }[];
};

/**
 * One statement, after its objective is locked (lockKeyResultObjective): the key result locked for
 * update, and the progress and weight of the objective's key results for its recompute.
 */
async function lockForCheckIn(trx: Db, organizationId: string, keyResultId: string): Promise<LockedKeyResult> {
  const row = await trx
    .selectFrom('key_results as kr')
    .selectAll('kr')
    .select((eb) => [
      eb
        .selectFrom('key_results as s')
        .whereRef('s.objective_id', '=', 'kr.objective_id')
        .where('s.organization_id', '=', organizationId)
        .select(sql<LockedKeyResult['weights']>`json_agg(json_build_object('id', s.id, 'progress', s.progress, 'weight', s.weight) order by s.seq)`.as('weights'))
        .as('weights'),
    ])
    .where('kr.id', '=', keyResultId)
    .where('kr.organization_id', '=', organizationId)
    .forUpdate('kr')
    .executeTakeFirst();
  if (!row) throw notFound('Key result');
  return row as LockedKeyResult;
}

/**
 * POST /key-results/{id}/check-ins: in ONE transaction, the check-in is stored, the key result
 * takes its value and confidence (progress recomputed, version bumped) and the objective's
 * progress follows. A Binary key result takes 0 or 1. Five statements inside the transaction
 * (check-ins are a tenth of the load at scale, issue 22): lock the objective (and share-lock its
 * period); lock and read the key result with its siblings' weights; store the check-in and update
 * the key result together; the objective; the webhook outbox. Plus one for chat channels (and,
 * when the organization has one, the chat messages and whether the objective turned at risk).
 */
export async function createCheckIn(
  db: Db,
  organizationId: string,
  keyResultId: string,
  authorId: string,
  body: CreateCheckInRequest,
): Promise<CheckInCreated> {
  return db.transaction().execute(async (trx) => {
    const { periodClosed } = await lockKeyResultObjective(trx, organizationId, keyResultId);
    const { weights, ...current } = await lockForCheckIn(trx, organizationId, keyResultId);
    if (current.metric_type === 'Binary' && body.value !== 0 && body.value !== 1) {
      throw invalidFields([{ field: 'value', message: 'A Binary key result is 0 (not done) or 1 (done)' }]);
    }
    if (periodClosed) throw ruleViolation(PERIOD_CLOSED_MESSAGE);
    // Chat channels (issue 35) cost one statement when the organization has none.
    const chat = await hasChatChannels(trx, organizationId);
    const wasAtRisk = chat && (await objectiveAtRisk(trx, organizationId, current.objective_id));
    const progress = keyResultProgress({
      metricType: current.metric_type,
      startValue: current.start_value,
      targetValue: current.target_value,
      currentValue: body.value,
    });
    const createdAt = sql<Date>`(select created_at from c)`;
    const checkIn = await trx
      .with('c', () =>
        scoped(trx, organizationId)
          .insertInto('check_ins', [
            { id: randomUUID(), key_result_id: keyResultId, value: body.value, confidence: body.confidence, note: body.note || null, author_id: authorId },
          ])
          .returningAll(),
      )
      .with('k', () =>
        scoped(trx, organizationId)
          .updateTable('key_results')
          .set({
            current_value: body.value,
            progress,
            confidence: body.confidence,
            last_check_in_at: createdAt,
            updated_at: createdAt,
            version: sql<number>`version + 1`,
          })
          .where('id', '=', keyResultId),
      )
      .selectFrom('c')
      .selectAll()
      .executeTakeFirstOrThrow();
    // The key result as the update left it: the row is locked, so these are exactly its columns now.
    const keyResult: KeyResultRow = {
      ...current,
      current_value: body.value,
      progress,
      confidence: body.confidence,
      last_check_in_at: checkIn.created_at,
      updated_at: checkIn.created_at,
      version: current.version + 1,
    };
    const objective = await writeObjectiveProgress(
      trx,
      organizationId,
      current.objective_id,
      weights.map((other) => (other.id === keyResultId ? { ...other, progress } : other)),
    );
    const created = { ...toCheckIn(checkIn), keyResult: toKeyResult(keyResult), objective: toObjective(objective) };
    await recordWebhookEvent(trx, organizationId, 'check_in.created', created);
    if (chat) {
      await notifyChatOfCheckIn(trx, organizationId, created);
      if (!wasAtRisk && (await objectiveAtRisk(trx, organizationId, current.objective_id))) await notifyChatOfAtRisk(trx, organizationId, created.objective);
    }
    return created;
  });
}
