import { http } from 'msw';
import type { HttpHandler } from 'msw';
import {
  initiativeStatuses,
  isoDay,
  keyResultRisk,
  objectiveStatuses,
  roundProgress,
  taskStatuses,
} from '@okr/contract';
import type { AtRiskKeyResult, ConfigOptionKind, InitiativeStatus, ObjectiveStatus, TaskStatus } from '@okr/contract';
import {
  ConfigOption,
  ConfigOptionQuery,
  CreateConfigOptionRequest,
  Dashboard,
  PeriodFilterQuery,
  UpdateConfigOptionRequest,
} from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { optionsOf, toInitiative } from '../db/okr';
import type { ConfigOptionRecord } from '../db/records';
import { apiUrl, arrayOf, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { notFound } from './okrGuards';
import { findPeriod } from './periodRoutes';

const fieldOf = {
  'Impact Category': 'impactCategory',
  'Operational Area': 'operationalArea',
  'Strategic Axis': 'strategicAxis',
} as const satisfies Record<ConfigOptionKind, string>;

function findOwnOption(db: MockDb, organizationId: string, id: string): ConfigOptionRecord {
  const option = db.configOptions.get(id);
  if (!option || (option.organizationId !== null && option.organizationId !== organizationId)) return notFound('Config option');
  if (option.organizationId === null) fail('RULE_VIOLATION', 'Global options are read-only');
  return option;
}

function assertValueFree(db: MockDb, organizationId: string, kind: ConfigOptionKind, value: string, exceptId?: string) {
  const taken = optionsOf(db, organizationId, kind).some((o) => o.id !== exceptId && o.value.toLowerCase() === value.toLowerCase());
  if (taken) fail('CONFLICT', `"${value}" is already an option of ${kind}`);
}

const DASHBOARD_LIST_LIMIT = 10;
const zeroes = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/** Config options and the dashboard, as the API behaves. */
export function configOptionRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));
  const byId = apiUrl('/config-options/:id');

  const list = http.get(apiUrl('/config-options'), ({ request }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    const query = readQuery(request, ConfigOptionQuery);
    return respond(arrayOf(ConfigOption), optionsOf(db, organizationId, query.kind));
  });

  const create = http.post(apiUrl('/config-options'), async ({ request }) => {
    const { db, organizationId } = guarded(request, 'settings', 'create');
    const body = await readBody(request, CreateConfigOptionRequest);
    const scope = body.scope ?? 'Organization';
    if (scope === 'Global') fail('RULE_VIOLATION', 'Global options are the product’s own; add an Organization option instead');
    assertValueFree(db, organizationId, body.kind, body.value);
    const option = db.configOptions.insert({ id: db.nextId('option'), kind: body.kind, scope, value: body.value, organizationId, position: 0 });
    return respond(ConfigOption, option, 201);
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'update');
    const body = await readBody(request, UpdateConfigOptionRequest);
    const current = findOwnOption(db, organizationId, String(params.id));
    assertValueFree(db, organizationId, current.kind, body.value, current.id);
    const field = fieldOf[current.kind];
    for (const objective of db.objectives.filter((o) => o.organizationId === organizationId && o[field] === current.value)) {
      db.objectives.update(objective.id, { [field]: body.value });
    }
    return respond(ConfigOption, db.configOptions.update(current.id, { value: body.value })!);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'delete');
    db.configOptions.delete(findOwnOption(db, organizationId, String(params.id)).id);
    return noContent();
  });

  const dashboard = http.get(apiUrl('/dashboard'), ({ request }) => {
    const { db, user, organizationId } = guarded(request, 'objectives', 'read');
    const today = isoDay(new Date(db.now()));
    // `?periodId=`: the period's objectives, their key results, the initiatives serving them and their tasks.
    const { periodId } = readQuery(request, PeriodFilterQuery);
    if (periodId !== undefined) findPeriod(db, organizationId, periodId);
    const objectives = db.objectives.filter((o) => o.organizationId === organizationId && (periodId === undefined || o.periodId === periodId));
    const objectiveIds = new Set(objectives.map((o) => o.id));
    const byStatus = zeroes<ObjectiveStatus>(objectiveStatuses);
    for (const o of objectives) byStatus[o.status] += 1;
    const counted = objectives.filter((o) => o.status !== 'Cancelled');
    const keyResults = db.keyResults.filter((k) => k.organizationId === organizationId && objectiveIds.has(k.objectiveId));
    const keyResultIds = new Set(keyResults.map((k) => k.id));
    const atRisk: AtRiskKeyResult[] = [];
    for (const k of keyResults) {
      const objective = db.objectives.get(k.objectiveId)!;
      const risk = keyResultRisk(k, objective, today);
      if (!risk.atRisk) continue;
      atRisk.push({
        id: k.id,
        objectiveId: k.objectiveId,
        objectiveTitle: objective.title,
        title: k.title,
        progress: k.progress,
        confidence: k.confidence,
        expected: risk.expected,
        lowConfidence: risk.lowConfidence,
        behind: risk.behind,
        ownerId: k.ownerId,
      });
    }
    const inPeriod = (i: { objectiveIds: string[]; keyResultIds: string[] }) =>
      periodId === undefined || i.objectiveIds.some((id) => objectiveIds.has(id)) || i.keyResultIds.some((id) => keyResultIds.has(id));
    const initiatives = db.initiatives.filter((i) => i.organizationId === organizationId && inPeriod(i)).map((i) => toInitiative(db, i));
    const initiativeIds = new Set(initiatives.map((i) => i.id));
    const initiativesByStatus = zeroes<InitiativeStatus>(initiativeStatuses);
    for (const i of initiatives) initiativesByStatus[i.status] += 1;
    const tasks = db.tasks.filter((t) => t.organizationId === organizationId && initiativeIds.has(t.initiativeId));
    const tasksByStatus = zeroes<TaskStatus>(taskStatuses);
    for (const t of tasks) tasksByStatus[t.status] += 1;
    const newest = <T>(rows: T[]) => [...rows].reverse().slice(0, DASHBOARD_LIST_LIMIT);
    const dueOrder = (a: { dueDate: string | null }, b: { dueDate: string | null }) =>
      a.dueDate === b.dueDate ? 0 : a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate.localeCompare(b.dueDate);
    return respond(Dashboard, {
      objectives: {
        total: objectives.length,
        byStatus,
        averageProgress: counted.length === 0 ? 0 : roundProgress(counted.reduce((sum, o) => sum + o.progress, 0) / counted.length),
      },
      keyResults: { total: keyResults.length, atRiskCount: atRisk.length, atRisk: atRisk.slice(0, DASHBOARD_LIST_LIMIT) },
      initiatives: { total: initiatives.length, byStatus: initiativesByStatus, needingAttention: initiatives.filter((i) => i.needsAttention).length },
      tasks: { total: tasks.length, byStatus: tasksByStatus },
      mine: {
        objectives: newest(objectives.filter((o) => o.ownerId === user.id && (o.status === 'Active' || o.status === 'On Hold'))).map(
          ({ id, title, status, progress }) => ({ id, title, status, progress }),
        ),
        keyResults: newest(keyResults.filter((k) => k.ownerId === user.id && k.progress < 100)).map(({ id, objectiveId, title, progress }) => ({
          id,
          objectiveId,
          title,
          progress,
        })),
        initiatives: newest(initiatives.filter((i) => i.ownerId === user.id && i.status !== 'Finished')).map(({ id, name, status, progress }) => ({
          id,
          name,
          status,
          progress,
        })),
        tasks: tasks
          .filter((t) => t.assigneeId === user.id && t.status !== 'Completed')
          .sort(dueOrder)
          .slice(0, DASHBOARD_LIST_LIMIT)
          .map(({ id, initiativeId, title, status, dueDate }) => ({ id, initiativeId, title, status, dueDate })),
      },
    });
  });

  return { list, create, update, remove, dashboard } satisfies Record<string, HttpHandler>;
}
