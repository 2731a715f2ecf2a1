import { http } from 'msw';
import type { HttpHandler } from 'msw';
import {
  CreateInitiativeRequest,
  CreateTaskRequest,
  Initiative,
  InitiativeDetail,
  InitiativeListQuery,
  PageQuery,
  Task,
  UpdateInitiativeRequest,
  UpdateTaskRequest,
} from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { notifyOfAssignment } from '../db/notifications';
import { idIssues, memberIssues, toInitiative } from '../db/okr';
import type { InitiativeRecord, TaskRecord } from '../db/records';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { assertNoIssues, notFound, spanAfter, staleVersion } from './okrGuards';

/** api-contract.md "Plans": the Free plan holds one initiative. */
const FREE_PLAN_INITIATIVES = 1;

function findInitiative(db: MockDb, organizationId: string, id: string): InitiativeRecord {
  const initiative = db.initiatives.get(id);
  if (!initiative || initiative.organizationId !== organizationId) return notFound('Initiative');
  return initiative;
}

function findTask(db: MockDb, organizationId: string, id: string): TaskRecord {
  const task = db.tasks.get(id);
  if (!task || task.organizationId !== organizationId) return notFound('Task');
  return task;
}

const unique = (ids: string[] | undefined) => (ids === undefined ? undefined : [...new Set(ids)]);

/** Initiatives and their tasks, as the API behaves (Free plan: one initiative, else 402). */
export function initiativeRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));
  const byId = apiUrl('/initiatives/:id');
  const tasksOf = apiUrl('/initiatives/:id/tasks');
  const taskById = apiUrl('/tasks/:id');

  const list = http.get(apiUrl('/initiatives'), ({ request }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'read');
    const query = readQuery(request, InitiativeListQuery);
    const serves = (i: InitiativeRecord) =>
      !query.objectiveId ||
      i.objectiveIds.includes(query.objectiveId) ||
      i.keyResultIds.some((keyResultId) => db.keyResults.get(keyResultId)?.objectiveId === query.objectiveId);
    const rows = db.initiatives
      .filter((i) => i.organizationId === organizationId && serves(i))
      .reverse()
      .map((i) => toInitiative(db, i));
    return respondPage(request, Initiative, rows, query.limit, query.cursor);
  });

  const create = http.post(apiUrl('/initiatives'), async ({ request }) => {
    const { db, user, organizationId } = guarded(request, 'initiatives', 'create');
    const body = await readBody(request, CreateInitiativeRequest);
    const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
    if (plan === 'Free' && db.initiatives.filter((i) => i.organizationId === organizationId).length >= FREE_PLAN_INITIATIVES) {
      fail('PLAN_LIMIT_REACHED', 'The Free plan includes 1 initiative. Upgrade to Pro for unlimited initiatives.', {
        plan: 'Free',
        resource: 'initiatives',
        limit: FREE_PLAN_INITIATIVES,
      });
    }
    const ownerId = body.ownerId === undefined ? user.id : body.ownerId;
    assertNoIssues(
      memberIssues(db, organizationId, [{ field: 'ownerId', userId: ownerId }]),
      idIssues(db, organizationId, 'objectives', 'objectiveIds', body.objectiveIds),
      idIssues(db, organizationId, 'keyResults', 'keyResultIds', body.keyResultIds),
    );
    const now = db.now();
    const initiative = db.initiatives.insert({
      id: db.nextId('initiative'),
      organizationId,
      name: body.name,
      description: body.description || null,
      status: body.status ?? 'To Start',
      objectiveIds: unique(body.objectiveIds) ?? [],
      keyResultIds: unique(body.keyResultIds) ?? [],
      ownerId,
      startDate: body.startDate ?? null,
      endDate: body.endDate ?? null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    notifyOfAssignment(db, { organizationId, actorId: user.id, before: user.id, after: ownerId, title: initiative.name, item: { initiativeId: initiative.id } });
    return respond(Initiative, toInitiative(db, initiative), 201);
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'read');
    const initiative = findInitiative(db, organizationId, String(params.id));
    const tasks = db.tasks.filter((task) => task.initiativeId === initiative.id);
    return respond(InitiativeDetail, { ...toInitiative(db, initiative), tasks });
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'initiatives', 'update');
    const body = await readBody(request, UpdateInitiativeRequest);
    const current = findInitiative(db, organizationId, String(params.id));
    if (body.version !== undefined && body.version !== current.version) staleVersion('initiative', toInitiative(db, current));
    const { startDate, endDate } = spanAfter(current, body);
    assertNoIssues(
      memberIssues(db, organizationId, [{ field: 'ownerId', userId: body.ownerId }]),
      idIssues(db, organizationId, 'objectives', 'objectiveIds', body.objectiveIds),
      idIssues(db, organizationId, 'keyResults', 'keyResultIds', body.keyResultIds),
    );
    const updated = db.initiatives.update(current.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description || null }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.ownerId !== undefined && { ownerId: body.ownerId }),
      ...(body.objectiveIds !== undefined && { objectiveIds: unique(body.objectiveIds) }),
      ...(body.keyResultIds !== undefined && { keyResultIds: unique(body.keyResultIds) }),
      startDate,
      endDate,
      version: current.version + 1,
      updatedAt: db.now(),
    });
    notifyOfAssignment(db, { title: updated!.name, item: { initiativeId: current.id }, organizationId, actorId: user.id, before: current.ownerId, after: updated!.ownerId });
    return respond(Initiative, toInitiative(db, updated!));
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'delete');
    const initiative = findInitiative(db, organizationId, String(params.id));
    db.tasks.deleteWhere((task) => task.initiativeId === initiative.id);
    db.initiatives.delete(initiative.id);
    return noContent();
  });

  const listTasks = http.get(tasksOf, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'read');
    const query = readQuery(request, PageQuery);
    const initiative = findInitiative(db, organizationId, String(params.id));
    return respondPage(request, Task, db.tasks.filter((task) => task.initiativeId === initiative.id), query.limit, query.cursor);
  });

  const createTask = http.post(tasksOf, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'create');
    const body = await readBody(request, CreateTaskRequest);
    const initiative = findInitiative(db, organizationId, String(params.id));
    assertNoIssues(memberIssues(db, organizationId, [{ field: 'assigneeId', userId: body.assigneeId }]));
    const now = db.now();
    const task = db.tasks.insert({
      id: db.nextId('task'),
      organizationId,
      initiativeId: initiative.id,
      title: body.title,
      description: body.description || null,
      status: body.status ?? 'To Do',
      assigneeId: body.assigneeId ?? null,
      dueDate: body.dueDate ?? null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    return respond(Task, task, 201);
  });

  const updateTask = http.patch(taskById, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'update');
    const body = await readBody(request, UpdateTaskRequest);
    const current = findTask(db, organizationId, String(params.id));
    if (body.version !== undefined && body.version !== current.version) staleVersion('task', current);
    assertNoIssues(memberIssues(db, organizationId, [{ field: 'assigneeId', userId: body.assigneeId }]));
    const updated = db.tasks.update(current.id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description || null }),
      ...(body.status !== undefined && { status: body.status }),
      ...(body.assigneeId !== undefined && { assigneeId: body.assigneeId }),
      ...(body.dueDate !== undefined && { dueDate: body.dueDate }),
      version: current.version + 1,
      updatedAt: db.now(),
    });
    return respond(Task, updated!);
  });

  const removeTask = http.delete(taskById, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'initiatives', 'delete');
    db.tasks.delete(findTask(db, organizationId, String(params.id)).id);
    return noContent();
  });

  return { list, create, get, update, remove, listTasks, createTask, updateTask, removeTask } satisfies Record<string, HttpHandler>;
}
