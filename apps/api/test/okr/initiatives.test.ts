import { randomUUID } from 'node:crypto';
import type { ErrorBody, Initiative, InitiativeDetail, Task } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, organization } from './okrApi';
import type { Api } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;

async function createInitiative(api: Api, body: object = {}): Promise<Initiative> {
  const response = await api.post('/api/initiatives', { name: 'Self-serve onboarding', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Initiative>();
}

async function addTask(api: Api, initiativeId: string, body: object = {}): Promise<Task> {
  const response = await api.post(`/api/initiatives/${initiativeId}/tasks`, { title: 'Write the copy', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Task>();
}

describe('the Free plan', () => {
  it('allows one initiative; a second answers 402 PLAN_LIMIT_REACHED and is not stored', async () => {
    const ada = await organization(app, ctx.db);
    await createInitiative(ada.api);
    const second = await ada.api.post('/api/initiatives', { name: 'Second' });
    expect(second.statusCode).toBe(402);
    expect(second.json<ErrorBody>()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'The Free plan includes 1 initiative. Upgrade to Pro for unlimited initiatives.',
      details: { plan: 'Free', resource: 'initiatives', limit: 1 },
    });
    const list = await ada.api.get('/api/initiatives');
    expect(list.json<Initiative[]>()).toHaveLength(1);
    expect(list.headers['x-total-count']).toBe('1');
  });

  it('lets only one of several simultaneous creations through', async () => {
    const ada = await organization(app, ctx.db);
    const answers = await Promise.all([1, 2, 3].map((n) => ada.api.post('/api/initiatives', { name: `Race ${n}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402, 402]);
    expect((await ada.api.get('/api/initiatives')).json<Initiative[]>()).toHaveLength(1);
  });

  it('Pro and Enterprise have no initiative limit; lowering the plan keeps what exists', async () => {
    const pro = await organization(app, ctx.db, 'Pro');
    for (const n of [1, 2, 3]) await createInitiative(pro.api, { name: `Pro ${n}` });
    const enterprise = await organization(app, ctx.db, 'Enterprise');
    for (const n of [1, 2]) await createInitiative(enterprise.api, { name: `Enterprise ${n}` });
    await ctx.db.updateTable('organizations').set({ plan: 'Free' }).where('id', '=', pro.organizationId).execute();
    expect((await pro.api.get('/api/initiatives')).json<Initiative[]>()).toHaveLength(3);
    expect((await pro.api.post('/api/initiatives', { name: 'Fourth' })).statusCode).toBe(402);
  });
});

describe('initiatives and tasks', () => {
  it('link objectives and key results of the organization, and compute progress and attention from tasks', async () => {
    const ada = await organization(app, ctx.db, 'Pro');
    const objective = await createObjective(ada.api);
    const keyResult = await createKeyResult(ada.api, objective.id);
    const initiative = await createInitiative(ada.api, {
      objectiveIds: [objective.id],
      keyResultIds: [keyResult.id],
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(initiative).toMatchObject({
      status: 'To Start',
      objectiveIds: [objective.id],
      keyResultIds: [keyResult.id],
      ownerId: ada.user.id,
      progress: 0,
      needsAttention: false,
      taskCounts: { 'To Do': 0, 'In Progress': 0, Completed: 0, 'At Risk': 0 },
      version: 1,
    });
    const first = await addTask(ada.api, initiative.id, { assigneeId: ada.user.id, dueDate: '2026-02-01' });
    expect(first).toMatchObject({ status: 'To Do', assigneeId: ada.user.id, dueDate: '2026-02-01', version: 1 });
    await addTask(ada.api, initiative.id, { title: 'Record the demo', status: 'Completed' });
    await addTask(ada.api, initiative.id, { title: 'Translate', status: 'In Progress' });
    const risky = await addTask(ada.api, initiative.id, { title: 'Legal review', status: 'At Risk' });
    const detail = (await ada.api.get(`/api/initiatives/${initiative.id}`)).json<InitiativeDetail>();
    expect(detail).toMatchObject({
      progress: 25,
      needsAttention: true,
      taskCounts: { 'To Do': 1, 'In Progress': 1, Completed: 1, 'At Risk': 1 },
    });
    expect(detail.tasks.map((task) => task.title)).toEqual(['Write the copy', 'Record the demo', 'Translate', 'Legal review']);

    const done = await ada.api.patch(`/api/tasks/${risky.id}`, { status: 'Completed', version: 1 });
    expect(done.json<Task>()).toMatchObject({ status: 'Completed', version: 2 });
    const stale = await ada.api.patch(`/api/tasks/${risky.id}`, { status: 'To Do', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ details: { current: Task } }>().details.current.status).toBe('Completed');
    expect((await ada.api.delete(`/api/tasks/${first.id}`)).statusCode).toBe(204);
    const after = (await ada.api.get(`/api/initiatives/${initiative.id}`)).json<InitiativeDetail>();
    expect(after).toMatchObject({ progress: 66.7, needsAttention: false });

    const tasks = await ada.api.get(`/api/initiatives/${initiative.id}/tasks?limit=2`);
    expect(tasks.json<Task[]>().map((task) => task.title)).toEqual(['Record the demo', 'Translate']);
    expect(tasks.headers['x-total-count']).toBe('3');
    const next = /^<([^>]+)>/.exec(String(tasks.headers.link))![1]!;
    expect((await ada.api.get(next)).json<Task[]>().map((task) => task.title)).toEqual(['Legal review']);
  });

  it('PATCH replaces links, checks dates against stored ones and answers 409 when stale', async () => {
    const ada = await organization(app, ctx.db);
    const objective = await createObjective(ada.api);
    const initiative = await createInitiative(ada.api, { startDate: '2026-02-01' });
    const linked = await ada.api.patch(`/api/initiatives/${initiative.id}`, { objectiveIds: [objective.id], status: 'At Risk', version: 1 });
    expect(linked.json<Initiative>()).toMatchObject({ objectiveIds: [objective.id], status: 'At Risk', needsAttention: true, version: 2 });
    const stale = await ada.api.patch(`/api/initiatives/${initiative.id}`, { name: 'Old copy', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ details: { current: Initiative } }>().details.current.version).toBe(2);
    const early = await ada.api.patch(`/api/initiatives/${initiative.id}`, { endDate: '2026-01-01' });
    expect(early.json<ErrorBody>().details).toEqual([{ field: 'endDate', message: 'End date cannot be before start date' }]);
    const unlinked = await ada.api.patch(`/api/initiatives/${initiative.id}`, { objectiveIds: [] });
    expect(unlinked.json<Initiative>().objectiveIds).toEqual([]);
  });

  it('answer 400 naming fields, including ids of other organizations', async () => {
    const ada = await organization(app, ctx.db, 'Pro');
    const bob = await organization(app, ctx.db, 'Pro');
    const bobsObjective = await createObjective(bob.api);
    const cases: [object, string][] = [
      [{}, 'name'],
      [{ name: 'x', status: 'Done' }, 'status'],
      [{ name: 'x', objectiveIds: [bobsObjective.id] }, 'objectiveIds.0'],
      [{ name: 'x', keyResultIds: [randomUUID()] }, 'keyResultIds.0'],
      [{ name: 'x', ownerId: bob.user.id }, 'ownerId'],
      [{ name: 'x', startDate: '2026-05-01', endDate: '2026-04-01' }, 'endDate'],
    ];
    for (const [body, field] of cases) {
      const response = await ada.api.post('/api/initiatives', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json<ErrorBody>().details as { field: string }[]).map((issue) => issue.field)).toContain(field);
    }
    const initiative = await createInitiative(ada.api);
    for (const body of [{ title: 'x', status: 'Blocked' }, { title: 'x', assigneeId: bob.user.id }, { title: 'x', dueDate: '1800-01-01' }]) {
      expect((await ada.api.post(`/api/initiatives/${initiative.id}/tasks`, body)).statusCode).toBe(400);
    }
    expect((await ada.api.get(`/api/initiatives/${initiative.id}/tasks`)).json()).toEqual([]);
  });

  it('?objectiveId= keeps those serving the objective (linked to it or to one of its key results), scoped and validated', async () => {
    const ada = await organization(app, ctx.db, 'Pro');
    const bob = await organization(app, ctx.db, 'Pro');
    const growth = await createObjective(ada.api, { title: 'Growth' });
    const other = await createObjective(ada.api, { title: 'Other' });
    const growthKr = await createKeyResult(ada.api, growth.id);
    const direct = await createInitiative(ada.api, { name: 'Direct', objectiveIds: [growth.id] });
    const viaKeyResult = await createInitiative(ada.api, { name: 'Via key result', keyResultIds: [growthKr.id] });
    await createInitiative(ada.api, { name: 'Elsewhere', objectiveIds: [other.id] });
    await createInitiative(ada.api, { name: 'Unlinked' });

    const serving = await ada.api.get(`/api/initiatives?objectiveId=${growth.id}`);
    expect(serving.statusCode, serving.body).toBe(200);
    expect(serving.json<Initiative[]>().map((i) => i.id)).toEqual([viaKeyResult.id, direct.id]);
    expect(serving.headers['x-total-count']).toBe('2');
    const paged = await ada.api.get(`/api/initiatives?objectiveId=${growth.id}&limit=1`);
    expect(paged.json<Initiative[]>().map((i) => i.name)).toEqual(['Via key result']);
    const next = /^<([^>]+)>/.exec(String(paged.headers.link))![1]!;
    expect(next).toContain(`objectiveId=${growth.id}`);
    expect((await ada.api.get(next)).json<Initiative[]>().map((i) => i.name)).toEqual(['Direct']);

    // Another organization's objective, or its own objective seen from there: nothing.
    const bobs = await createObjective(bob.api);
    await createInitiative(bob.api, { name: 'Bob serves', objectiveIds: [bobs.id] });
    for (const response of [
      await ada.api.get(`/api/initiatives?objectiveId=${bobs.id}`),
      await bob.api.get(`/api/initiatives?objectiveId=${growth.id}`),
      await ada.api.get('/api/initiatives?objectiveId=not-an-id'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers['x-total-count']).toBe('0');
    }
    for (const url of ['/api/initiatives?objectiveId=', `/api/initiatives?objectiveId=${'x'.repeat(65)}`, '/api/initiatives?keyResultId=x', '/api/initiatives?cursor=nope']) {
      const response = await ada.api.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
  });

  it("refuse another organization's objectives and key results on create and edit (400 naming the item), changing nothing", async () => {
    const ada = await organization(app, ctx.db, 'Pro');
    const bob = await organization(app, ctx.db, 'Pro');
    const mine = await createObjective(ada.api);
    const bobsObjective = await createObjective(bob.api);
    const bobsKeyResult = await createKeyResult(bob.api, bobsObjective.id);
    const created = await ada.api.post('/api/initiatives', { name: 'x', objectiveIds: [mine.id, bobsObjective.id], keyResultIds: [bobsKeyResult.id] });
    expect(created.statusCode).toBe(400);
    expect(created.json<ErrorBody>().details).toEqual([
      { field: 'objectiveIds.1', message: 'No such objective' },
      { field: 'keyResultIds.0', message: 'No such key result' },
    ]);
    expect((await ada.api.get('/api/initiatives')).json()).toEqual([]);
    const initiative = await createInitiative(ada.api, { objectiveIds: [mine.id] });
    const edited = await ada.api.patch(`/api/initiatives/${initiative.id}`, { objectiveIds: [bobsObjective.id], keyResultIds: [bobsKeyResult.id] });
    expect(edited.statusCode).toBe(400);
    expect((await ada.api.get(`/api/initiatives/${initiative.id}`)).json<Initiative>()).toMatchObject({ objectiveIds: [mine.id], keyResultIds: [], version: 1 });
  });

  it("answer 404 for another organization's initiative or task", async () => {
    const ada = await organization(app, ctx.db);
    const bob = await organization(app, ctx.db);
    const bobs = await createInitiative(bob.api);
    const bobsTask = await addTask(bob.api, bobs.id);
    for (const response of [
      await ada.api.get(`/api/initiatives/${bobs.id}`),
      await ada.api.patch(`/api/initiatives/${bobs.id}`, { name: 'Mine' }),
      await ada.api.delete(`/api/initiatives/${bobs.id}`),
      await ada.api.get(`/api/initiatives/${bobs.id}/tasks`),
      await ada.api.post(`/api/initiatives/${bobs.id}/tasks`, { title: 'x' }),
    ]) {
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Initiative not found' });
    }
    for (const response of [await ada.api.patch(`/api/tasks/${bobsTask.id}`, { status: 'Completed' }), await ada.api.delete(`/api/tasks/${bobsTask.id}`)]) {
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Task not found' });
    }
    expect((await bob.api.get(`/api/initiatives/${bobs.id}`)).json<InitiativeDetail>().tasks[0]!.status).toBe('To Do');
  });
});
