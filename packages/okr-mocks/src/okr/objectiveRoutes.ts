import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { keyResultProgress } from '@okr/contract';
import type { FieldIssue, MetricType } from '@okr/contract';
import {
  CreateKeyResultRequest,
  CreateObjectiveRequest,
  KeyResult,
  Objective,
  ObjectiveDetail,
  ObjectiveListQuery,
  UpdateObjectiveRequest,
} from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { notifyOfAssignment } from '../db/notifications';
import { memberIssues, optionIssues, recomputeObjective, wouldCycle } from '../db/okr';
import { defaultPeriodIdOf } from '../db/periods';
import type { ObjectiveRecord } from '../db/records';
import { apiUrl, arrayOf, callerResolver, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { assertNoIssues, invalidFields, notFound, spanAfter, staleVersion } from './okrGuards';

export function findObjective(db: MockDb, organizationId: string, id: string): ObjectiveRecord {
  const objective = db.objectives.get(id);
  if (!objective || objective.organizationId !== organizationId) return notFound('Objective');
  return objective;
}

function referenceIssues(
  db: MockDb,
  organizationId: string,
  objectiveId: string | null,
  body: { periodId?: string | null; parentObjectiveId?: string | null; ownerId?: string | null; impactCategory?: string | null; operationalArea?: string | null; strategicAxis?: string | null },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (body.periodId && db.periods.get(body.periodId)?.organizationId !== organizationId) {
    issues.push({ field: 'periodId', message: 'No such period' });
  }
  if (body.parentObjectiveId) {
    const parent = db.objectives.get(body.parentObjectiveId);
    if (!parent || parent.organizationId !== organizationId) issues.push({ field: 'parentObjectiveId', message: 'No such objective' });
    else if (objectiveId && wouldCycle(db, objectiveId, parent.id)) {
      issues.push({ field: 'parentObjectiveId', message: 'An objective cannot be aligned under itself or one of its own children' });
    }
  }
  return [
    ...issues,
    ...memberIssues(db, organizationId, [{ field: 'ownerId', userId: body.ownerId }]),
    ...optionIssues(db, organizationId, [
      { field: 'impactCategory', kind: 'Impact Category', value: body.impactCategory },
      { field: 'operationalArea', kind: 'Operational Area', value: body.operationalArea },
      { field: 'strategicAxis', kind: 'Strategic Axis', value: body.strategicAxis },
    ]),
  ];
}

/** Binary counts 0 → 1; a Percentage or Numeric target differs from its start (the API's rule). */
export function measureIssues(m: { metricType: MetricType; startValue: number; targetValue: number; currentValue: number }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (m.metricType === 'Binary') {
    if (m.startValue !== 0) issues.push({ field: 'startValue', message: 'A Binary key result starts at 0' });
    if (m.targetValue !== 1) issues.push({ field: 'targetValue', message: 'A Binary key result targets 1 (done)' });
    if (m.currentValue !== 0 && m.currentValue !== 1) issues.push({ field: 'currentValue', message: 'A Binary key result is 0 or 1' });
  } else if (m.startValue === m.targetValue) {
    issues.push({ field: 'targetValue', message: 'The target must differ from the start value' });
  }
  return issues;
}

/** Objectives and the key results of one, as the API behaves. */
export function objectiveRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));
  const byId = apiUrl('/objectives/:id');
  const keyResultsOf = apiUrl('/objectives/:id/key-results');

  const list = http.get(apiUrl('/objectives'), ({ request }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    const query = readQuery(request, ObjectiveListQuery);
    const q = query.q?.toLowerCase();
    const rows = db.objectives
      .filter(
        (o) =>
          o.organizationId === organizationId &&
          (!query.status || o.status === query.status) &&
          (!query.type || o.type === query.type) &&
          (!query.ownerId || o.ownerId === query.ownerId) &&
          (!query.impactCategory || o.impactCategory === query.impactCategory) &&
          (!query.operationalArea || o.operationalArea === query.operationalArea) &&
          (!query.strategicAxis || o.strategicAxis === query.strategicAxis) &&
          (!query.parentObjectiveId || o.parentObjectiveId === query.parentObjectiveId) &&
          (!query.periodId || o.periodId === query.periodId) &&
          (!q || o.title.toLowerCase().includes(q) || (o.description ?? '').toLowerCase().includes(q)),
      )
      .reverse();
    return respondPage(request, Objective, rows, query.limit, query.cursor);
  });

  const create = http.post(apiUrl('/objectives'), async ({ request }) => {
    const { db, user, organizationId } = guarded(request, 'objectives', 'create');
    const body = await readBody(request, CreateObjectiveRequest);
    const ownerId = body.ownerId === undefined ? user.id : body.ownerId;
    assertNoIssues(referenceIssues(db, organizationId, null, { ...body, ownerId }));
    const now = db.now();
    const objective = db.objectives.insert({
      id: db.nextId('objective'),
      organizationId,
      title: body.title,
      description: body.description || null,
      type: body.type ?? 'Tactical',
      impactCategory: body.impactCategory ?? null,
      operationalArea: body.operationalArea ?? null,
      strategicAxis: body.strategicAxis ?? null,
      status: body.status ?? 'Active',
      ownerId,
      parentObjectiveId: body.parentObjectiveId ?? null,
      periodId: body.periodId === undefined ? defaultPeriodIdOf(db, organizationId) : body.periodId,
      startDate: body.startDate ?? null,
      endDate: body.endDate ?? null,
      progress: 0,
      keyResultCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    notifyOfAssignment(db, { organizationId, actorId: user.id, before: user.id, after: ownerId, title: objective.title, item: { objectiveId: objective.id } });
    return respond(Objective, objective, 201);
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    const objective = findObjective(db, organizationId, String(params.id));
    const keyResults = db.keyResults.filter((keyResult) => keyResult.objectiveId === objective.id);
    // Like the API's join: the original of the same organization while it exists, else null.
    const origin = objective.rolledOverFromId ? db.objectives.get(objective.rolledOverFromId) : undefined;
    const rolledOverFrom = origin && origin.organizationId === organizationId ? { id: origin.id, title: origin.title } : null;
    return respond(ObjectiveDetail, { ...objective, keyResults, rolledOverFrom });
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'objectives', 'update');
    const body = await readBody(request, UpdateObjectiveRequest);
    const current = findObjective(db, organizationId, String(params.id));
    if (body.version !== undefined && body.version !== current.version) staleVersion('objective', Objective.parse(current));
    const { startDate, endDate } = spanAfter(current, body);
    assertNoIssues(referenceIssues(db, organizationId, current.id, body));
    const { version: _version, ...changes } = body;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated = db.objectives.update(current.id, {
      ...defined,
      ...(body.description !== undefined && { description: body.description || null }),
      startDate,
      endDate,
      version: current.version + 1,
      updatedAt: db.now(),
    });
    notifyOfAssignment(db, { organizationId, actorId: user.id, before: current.ownerId, after: updated!.ownerId, title: updated!.title, item: { objectiveId: current.id } });
    return respond(Objective, updated!);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'delete');
    const objective = findObjective(db, organizationId, String(params.id));
    const keyResultIds = new Set(db.keyResults.filter((k) => k.objectiveId === objective.id).map((k) => k.id));
    db.checkIns.deleteWhere((c) => keyResultIds.has(c.keyResultId));
    db.keyResults.deleteWhere((k) => keyResultIds.has(k.id));
    for (const child of db.objectives.filter((o) => o.parentObjectiveId === objective.id)) {
      db.objectives.update(child.id, { parentObjectiveId: null });
    }
    db.objectives.delete(objective.id);
    return noContent();
  });

  const listKeyResults = http.get(keyResultsOf, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'key_results', 'read');
    const objective = findObjective(db, organizationId, String(params.id));
    return respond(arrayOf(KeyResult), db.keyResults.filter((k) => k.objectiveId === objective.id));
  });

  const createKeyResult = http.post(keyResultsOf, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'key_results', 'create');
    const body = await readBody(request, CreateKeyResultRequest);
    const objective = findObjective(db, organizationId, String(params.id));
    const binary = body.metricType === 'Binary';
    const startValue = body.startValue ?? 0;
    const targetValue = body.targetValue ?? (binary ? 1 : body.metricType === 'Percentage' ? 100 : undefined);
    if (targetValue === undefined) return invalidFields([{ field: 'targetValue', message: 'A Numeric key result needs a target value' }]);
    const measure = { metricType: body.metricType, startValue, targetValue, currentValue: body.currentValue ?? startValue };
    const ownerId = body.ownerId === undefined ? user.id : body.ownerId;
    assertNoIssues(measureIssues(measure), memberIssues(db, organizationId, [{ field: 'ownerId', userId: ownerId }]));
    const now = db.now();
    const keyResult = db.keyResults.insert({
      id: db.nextId('key-result'),
      organizationId,
      objectiveId: objective.id,
      title: body.title,
      description: body.description || null,
      ...measure,
      unit: body.unit || (body.metricType === 'Percentage' ? '%' : null),
      weight: body.weight ?? 1,
      deliverableStatus: body.deliverableStatus ?? 'Pending',
      ownerId,
      dueDate: body.dueDate ?? null,
      progress: keyResultProgress(measure),
      confidence: null,
      lastCheckInAt: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    recomputeObjective(db, objective.id);
    notifyOfAssignment(db, { organizationId, actorId: user.id, before: user.id, after: ownerId, title: keyResult.title, item: { objectiveId: objective.id, keyResultId: keyResult.id } });
    return respond(KeyResult, keyResult, 201);
  });

  return { list, create, get, update, remove, listKeyResults, createKeyResult } satisfies Record<string, HttpHandler>;
}
