import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { PERIOD_CLOSED_MESSAGE, keyResultProgress } from '@okr/contract';
import { CheckIn, CheckInCreated, CreateCheckInRequest, KeyResult, PageQuery, UpdateKeyResultRequest } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { notifyOfAssignment } from '../db/notifications';
import { memberIssues, recomputeObjective } from '../db/okr';
import type { KeyResultRecord } from '../db/records';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { measureIssues } from './objectiveRoutes';
import { assertNoIssues, invalidFields, notFound, staleVersion } from './okrGuards';

export function findKeyResult(db: MockDb, organizationId: string, id: string): KeyResultRecord {
  const keyResult = db.keyResults.get(id);
  if (!keyResult || keyResult.organizationId !== organizationId) return notFound('Key result');
  return keyResult;
}

/** Key results and their check-ins, as the API behaves (a check-in moves the key result and its objective at once). */
export function keyResultRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));
  const byId = apiUrl('/key-results/:id');
  const checkIns = apiUrl('/key-results/:id/check-ins');

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'key_results', 'read');
    return respond(KeyResult, findKeyResult(db, organizationId, String(params.id)));
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'key_results', 'update');
    const body = await readBody(request, UpdateKeyResultRequest);
    const current = findKeyResult(db, organizationId, String(params.id));
    if (body.version !== undefined && body.version !== current.version) staleVersion('key result', current);
    const metricType = body.metricType ?? current.metricType;
    const toBinary = metricType === 'Binary' && current.metricType !== 'Binary';
    const measure = {
      metricType,
      startValue: body.startValue ?? (toBinary ? 0 : current.startValue),
      targetValue: body.targetValue ?? (toBinary ? 1 : current.targetValue),
      currentValue: body.currentValue ?? (toBinary ? 0 : current.currentValue),
    };
    assertNoIssues(measureIssues(measure), memberIssues(db, organizationId, [{ field: 'ownerId', userId: body.ownerId }]));
    const updated = db.keyResults.update(current.id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description || null }),
      ...(body.unit !== undefined && { unit: body.unit || null }),
      ...(body.weight !== undefined && { weight: body.weight }),
      ...(body.deliverableStatus !== undefined && { deliverableStatus: body.deliverableStatus }),
      ...(body.ownerId !== undefined && { ownerId: body.ownerId }),
      ...(body.dueDate !== undefined && { dueDate: body.dueDate }),
      ...measure,
      progress: keyResultProgress(measure),
      version: current.version + 1,
      updatedAt: db.now(),
    });
    recomputeObjective(db, current.objectiveId);
    notifyOfAssignment(db, {
      organizationId,
      actorId: user.id,
      before: current.ownerId,
      after: updated!.ownerId,
      title: updated!.title,
      item: { objectiveId: current.objectiveId, keyResultId: current.id },
    });
    return respond(KeyResult, updated!);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'key_results', 'delete');
    const keyResult = findKeyResult(db, organizationId, String(params.id));
    db.checkIns.deleteWhere((c) => c.keyResultId === keyResult.id);
    db.keyResults.delete(keyResult.id);
    recomputeObjective(db, keyResult.objectiveId);
    return noContent();
  });

  const listCheckIns = http.get(checkIns, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'key_results', 'read');
    const query = readQuery(request, PageQuery);
    const keyResult = findKeyResult(db, organizationId, String(params.id));
    const rows = db.checkIns.filter((c) => c.keyResultId === keyResult.id).reverse();
    return respondPage(request, CheckIn, rows, query.limit, query.cursor);
  });

  const createCheckIn = http.post(checkIns, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'key_results', 'create');
    const body = await readBody(request, CreateCheckInRequest);
    const current = findKeyResult(db, organizationId, String(params.id));
    if (current.metricType === 'Binary' && body.value !== 0 && body.value !== 1) {
      invalidFields([{ field: 'value', message: 'A Binary key result is 0 (not done) or 1 (done)' }]);
    }
    const periodId = db.objectives.get(current.objectiveId)?.periodId;
    if (periodId && db.periods.get(periodId)?.closed) fail('RULE_VIOLATION', PERIOD_CLOSED_MESSAGE);
    const now = db.now();
    const checkIn = db.checkIns.insert({
      id: db.nextId('check-in'),
      organizationId,
      keyResultId: current.id,
      value: body.value,
      confidence: body.confidence,
      note: body.note || null,
      authorId: user.id,
      createdAt: now,
    });
    const keyResult = db.keyResults.update(current.id, {
      currentValue: body.value,
      progress: keyResultProgress({ ...current, currentValue: body.value }),
      confidence: body.confidence,
      lastCheckInAt: now,
      version: current.version + 1,
      updatedAt: now,
    })!;
    const objective = recomputeObjective(db, current.objectiveId);
    return respond(CheckInCreated, { ...checkIn, keyResult, objective }, 201);
  });

  return { get, update, remove, listCheckIns, createCheckIn } satisfies Record<string, HttpHandler>;
}
