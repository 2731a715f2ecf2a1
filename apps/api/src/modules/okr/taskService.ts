import { randomUUID } from 'node:crypto';
import { initiativeProgress } from '@okr/contract';
import type { CreateTaskRequest, PageQuery, Task, UpdateTaskRequest } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, TaskRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { lockInitiative, readInitiative } from './initiativeService';
import { staleVersion } from './okrErrors';
import { toTask } from './okrMappers';
import { assertNoIssues, memberIssues } from './references';
import type { Page } from './paging';
import { decodeCursor, pageOf } from './paging';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';

// The tasks of an initiative (`initiatives` domain): each change moves the initiative's progress.

type Db = Kysely<Database>;

/** The initiative's progress (share of tasks Completed), in the caller's transaction. */
async function recomputeInitiative(trx: Db, organizationId: string, initiativeId: string): Promise<void> {
  const tasks = await scoped(trx, organizationId).selectFrom('tasks').select('status').where('initiative_id', '=', initiativeId).execute();
  await scoped(trx, organizationId)
    .updateTable('initiatives')
    .set({ progress: initiativeProgress(tasks) })
    .where('id', '=', initiativeId)
    .execute();
}

/** GET /initiatives/{id}/tasks: in the order they were added, paged. */
export async function listTasks(db: Db, organizationId: string, initiativeId: string, query: PageQuery): Promise<Page<Task>> {
  const after = decodeCursor(query.cursor);
  await readInitiative(db, organizationId, initiativeId);
  let rows = scoped(db, organizationId).selectFrom('tasks').selectAll().where('initiative_id', '=', initiativeId);
  if (after !== undefined) rows = rows.where('seq', '>', after);
  const [found, count] = await Promise.all([
    rows.orderBy('seq').limit(query.limit + 1).execute(),
    scoped(db, organizationId)
      .selectFrom('tasks')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('initiative_id', '=', initiativeId)
      .executeTakeFirstOrThrow(),
  ]);
  const { rows: kept, next } = pageOf(found, query.limit);
  return { items: kept.map(toTask), next, total: count.total };
}

/** POST /initiatives/{id}/tasks: To Do by default; the initiative's progress follows. */
export async function createTask(db: Db, organizationId: string, initiativeId: string, body: CreateTaskRequest): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    await lockInitiative(trx, organizationId, initiativeId);
    assertNoIssues(await memberIssues(trx, organizationId, [{ field: 'assigneeId', userId: body.assigneeId }]));
    const row = await scoped(trx, organizationId)
      .insertInto('tasks', [
        {
          id: randomUUID(),
          initiative_id: initiativeId,
          title: body.title,
          description: body.description || null,
          status: body.status ?? 'To Do',
          assignee_id: body.assigneeId ?? null,
          due_date: body.dueDate ?? null,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    await recomputeInitiative(trx, organizationId, initiativeId);
    const task = toTask(row);
    await recordWebhookEvent(trx, organizationId, 'task.created', task);
    return task;
  });
}

async function lockTask(db: Db, organizationId: string, id: string): Promise<TaskRow> {
  if (!isUuid(id)) throw notFound('Task');
  const row = await scoped(db, organizationId).selectFrom('tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Task');
  return row;
}

/** PATCH /tasks/{id}: stale `version` → 409; a status change moves the initiative's progress. */
export async function updateTask(db: Db, organizationId: string, id: string, body: UpdateTaskRequest): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const current = await lockTask(trx, organizationId, id);
    if (body.version !== undefined && body.version !== current.version) throw staleVersion('task', toTask(current));
    assertNoIssues(await memberIssues(trx, organizationId, [{ field: 'assigneeId', userId: body.assigneeId }]));
    const row = await scoped(trx, organizationId)
      .updateTable('tasks')
      .set({
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.assigneeId !== undefined && { assignee_id: body.assigneeId }),
        ...(body.dueDate !== undefined && { due_date: body.dueDate }),
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (body.status !== undefined && body.status !== current.status) await recomputeInitiative(trx, organizationId, current.initiative_id);
    const task = toTask(row);
    await recordWebhookEvent(trx, organizationId, 'task.updated', task);
    return task;
  });
}

export async function deleteTask(db: Db, organizationId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockTask(trx, organizationId, id);
    await scoped(trx, organizationId).deleteFrom('tasks').where('id', '=', id).execute();
    await recomputeInitiative(trx, organizationId, current.initiative_id);
    await recordWebhookEvent(trx, organizationId, 'task.deleted', { id });
  });
}
