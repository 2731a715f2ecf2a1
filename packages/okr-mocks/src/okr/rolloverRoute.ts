import { http } from 'msw';
import { keyResultProgress } from '@okr/contract';
import type { FieldIssue, RolloverResponse } from '@okr/contract';
import { RolloverRequest, RolloverResponse as RolloverResponseSchema } from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { recomputeObjective } from '../db/okr';
import { apiUrl, callerResolver, fail, guardedCaller, readBody, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { invalidFields } from './okrGuards';
import { findPeriod } from './periodRoutes';

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another request';

/**
 * POST /periods/{id}/rollover as the API behaves: copies Active in the target period, key results
 * back to their start without check-ins, alignment to a copied parent kept (else none), initiatives
 * serving the originals linked to the copies on request; an Idempotency-Key answers a repeat.
 */
export function rolloverRoute(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));
  // Per db and organization: key → the request as sent and the first answer.
  const kept = new WeakMap<object, Map<string, { request: string; response: RolloverResponse }>>();

  return http.post(apiUrl('/periods/:id/rollover'), async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'objectives', 'create');
    const body = await readBody(request, RolloverRequest);
    const fromId = String(params.id);
    const key = request.headers.get('idempotency-key');
    const answers = kept.get(db) ?? new Map<string, { request: string; response: RolloverResponse }>();
    kept.set(db, answers);
    const sent = JSON.stringify({ fromId, ...body });
    const earlier = key === null ? undefined : answers.get(`${organizationId}|${key}`);
    if (earlier) {
      if (earlier.request !== sent) fail('RULE_VIOLATION', IDEMPOTENCY_KEY_REUSED);
      return respond(RolloverResponseSchema, earlier.response, 201);
    }
    findPeriod(db, organizationId, fromId);
    if (body.toPeriodId === fromId) invalidFields([{ field: 'toPeriodId', message: 'Choose another period to roll over into' }]);
    const target = db.periods.get(body.toPeriodId);
    if (!target || target.organizationId !== organizationId) invalidFields([{ field: 'toPeriodId', message: 'No such period' }]);
    if (target!.closed) fail('RULE_VIOLATION', 'The target period is closed: reopen it to roll objectives into it');
    const ids = [...new Set(body.objectiveIds)];
    const issues: FieldIssue[] = [];
    ids.forEach((id, index) => {
      const objective = db.objectives.get(id);
      if (!objective || objective.organizationId !== organizationId || objective.periodId !== fromId) {
        issues.push({ field: `objectiveIds.${index}`, message: 'Not an objective of this period' });
      }
    });
    if (issues.length > 0) invalidFields(issues.slice(0, 1));

    const copyOf = new Map(ids.map((id) => [id, db.nextId('objective')]));
    const keyResultCopies = new Map<string, string>();
    const now = db.now();
    for (const id of ids) {
      const original = db.objectives.get(id)!;
      db.objectives.insert({
        ...original,
        id: copyOf.get(id)!,
        status: 'Active',
        periodId: target!.id,
        rolledOverFromId: original.id,
        parentObjectiveId: original.parentObjectiveId ? (copyOf.get(original.parentObjectiveId) ?? null) : null,
        progress: 0,
        keyResultCount: 0,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      if (body.includeKeyResults) {
        for (const keyResult of db.keyResults.filter((k) => k.objectiveId === id)) {
          const copyId = db.nextId('key-result');
          keyResultCopies.set(keyResult.id, copyId);
          db.keyResults.insert({
            ...keyResult,
            id: copyId,
            objectiveId: copyOf.get(id)!,
            currentValue: keyResult.startValue,
            progress: keyResultProgress({ ...keyResult, currentValue: keyResult.startValue }),
            deliverableStatus: 'Pending',
            confidence: null,
            lastCheckInAt: null,
            version: 1,
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      recomputeObjective(db, copyOf.get(id)!);
    }
    if (body.includeInitiatives) {
      for (const initiative of db.initiatives.filter((i) => i.organizationId === organizationId)) {
        const objectiveIds = initiative.objectiveIds.flatMap((id) => (copyOf.has(id) ? [copyOf.get(id)!] : []));
        const keyResultIds = initiative.keyResultIds.flatMap((id) => (keyResultCopies.has(id) ? [keyResultCopies.get(id)!] : []));
        if (objectiveIds.length + keyResultIds.length === 0) continue;
        db.initiatives.update(initiative.id, {
          objectiveIds: [...initiative.objectiveIds, ...objectiveIds],
          keyResultIds: [...initiative.keyResultIds, ...keyResultIds],
        });
      }
    }
    const response: RolloverResponse = { objectives: ids.map((id) => ({ from: id, to: copyOf.get(id)! })) };
    recordAudit(db, { action: 'period.rolled_over', actorId: user.id, organizationId, targetType: 'period', targetId: fromId });
    if (key !== null) answers.set(`${organizationId}|${key}`, { request: sent, response });
    return respond(RolloverResponseSchema, response, 201);
  });
}
