import { randomUUID } from 'node:crypto';
import { objectiveProgress } from '@okr/contract';
import type { RolloverRequest, RolloverResponse } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, ObjectiveRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { invalidField, invalidFields } from '../okr/okrErrors';
import { toKeyResult, toObjective } from '../okr/okrMappers';
import { lockOrganization } from '../okr/objectiveService';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';
import { copyInitiativeLinks, copyKeyResults } from './rolloverCopies';
import { findPeriod } from './periodService';

type Db = Kysely<Database>;
type Request = Required<RolloverRequest>;

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another request';

/**
 * POST /periods/{id}/rollover, in ONE transaction under the organization's lock: each chosen
 * objective of the period is copied into `toPeriodId` as Active with its other fields; its key
 * results (when asked) with `currentValue` back to `startValue`, no confidence and no check-ins;
 * a copy is aligned to the copy of its parent when the parent was copied too, else to nothing;
 * with `includeInitiatives`, the initiatives serving the originals serve the copies too. The
 * answer is kept under the Idempotency-Key: the same key answers it again without copying.
 */
export async function rollover(
  db: Db,
  organizationId: string,
  actor: AuditActor,
  fromPeriodId: string,
  body: Request,
  idempotencyKey: string | undefined,
): Promise<RolloverResponse> {
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const request = JSON.stringify({ fromPeriodId, ...body });
    if (idempotencyKey !== undefined) {
      const kept = await scoped(trx, organizationId)
        .selectFrom('period_rollovers')
        .select(['request', 'response'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (kept) {
        if (kept.request !== request) throw ruleViolation(IDEMPOTENCY_KEY_REUSED);
        return JSON.parse(kept.response) as RolloverResponse;
      }
    }
    await findPeriod(trx, organizationId, fromPeriodId);
    if (body.toPeriodId === fromPeriodId) throw invalidField('toPeriodId', 'Choose another period to roll over into');
    const target = isUuid(body.toPeriodId)
      ? await scoped(trx, organizationId).selectFrom('periods').selectAll().where('id', '=', body.toPeriodId).executeTakeFirst()
      : undefined;
    if (!target) throw invalidField('toPeriodId', 'No such period');
    if (target.closed_at !== null) throw ruleViolation('The target period is closed: reopen it to roll objectives into it');

    const ids = [...new Set(body.objectiveIds)];
    const originals = await sourceObjectives(trx, organizationId, fromPeriodId, ids);
    const copyOf = new Map(ids.map((id) => [id, randomUUID()]));
    const now = new Date();
    const copies = await scoped(trx, organizationId)
      .insertInto(
        'objectives',
        originals.map((original) => ({
          id: copyOf.get(original.id)!,
          title: original.title,
          description: original.description,
          type: original.type,
          impact_category: original.impact_category,
          operational_area: original.operational_area,
          strategic_axis: original.strategic_axis,
          status: 'Active' as const,
          owner_id: original.owner_id,
          // Objectives are inserted in one statement: a parent copied in the same statement is there for the check.
          parent_objective_id: original.parent_objective_id ? (copyOf.get(original.parent_objective_id) ?? null) : null,
          period_id: target.id,
          rolled_over_from_id: original.id,
          start_date: original.start_date,
          end_date: original.end_date,
          created_at: now,
          updated_at: now,
        })),
      )
      .returningAll()
      .execute();

    const keyResultCopies = body.includeKeyResults ? await copyKeyResults(trx, organizationId, copyOf, now) : new Map<string, string>();
    if (body.includeInitiatives) await copyInitiativeLinks(trx, organizationId, copyOf, keyResultCopies);

    for (const copy of copies) {
      const keyResults = await scoped(trx, organizationId).selectFrom('key_results').selectAll().where('objective_id', '=', copy.id).execute();
      const row = await scoped(trx, organizationId)
        .updateTable('objectives')
        .set({ progress: objectiveProgress(keyResults), key_result_count: keyResults.length })
        .where('id', '=', copy.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordWebhookEvent(trx, organizationId, 'objective.created', toObjective(row));
      for (const keyResult of keyResults) await recordWebhookEvent(trx, organizationId, 'key_result.created', toKeyResult(keyResult));
    }

    const response: RolloverResponse = { objectives: ids.map((id) => ({ from: id, to: copyOf.get(id)! })) };
    await recordAudit(trx, actor, {
      action: 'period.rolled_over',
      organizationId,
      targetType: 'period',
      targetId: fromPeriodId,
      after: { toPeriodId: target.id, objectives: response.objectives.length, includeKeyResults: body.includeKeyResults, includeInitiatives: body.includeInitiatives },
    });
    if (idempotencyKey !== undefined) {
      await scoped(trx, organizationId)
        .insertInto('period_rollovers', [{ idempotency_key: idempotencyKey, request, response: JSON.stringify(response) }])
        .execute();
    }
    return response;
  });
}

/** The chosen objectives in the order asked, each of the source period (else 400 naming the first that is not). */
async function sourceObjectives(trx: Db, organizationId: string, periodId: string, ids: string[]): Promise<ObjectiveRow[]> {
  const rows = ids.every(isUuid)
    ? await scoped(trx, organizationId).selectFrom('objectives').selectAll().where('id', 'in', ids).where('period_id', '=', periodId).execute()
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw invalidFields([{ field: `objectiveIds.${missing}`, message: 'Not an objective of this period' }]);
  }
  return ids.map((id) => found.get(id)!);
}
