import { randomUUID } from 'node:crypto';
import type { ErrorBody, KeyResult, Objective, ObjectiveDetail } from '@okr/contract';
import { ObjectiveDetail as ObjectiveDetailSchema, Objective as ObjectiveSchema } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, organization } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;
const admin = () => organization(app, ctx.db);

describe('POST /api/objectives', () => {
  it('creates an objective with the defaults and the caller as owner', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api, {
      title: 'Win the DACH market',
      type: 'Strategic',
      impactCategory: 'Growth',
      operationalArea: 'Sales',
      strategicAxis: 'Regional Expansion',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(objective).toMatchObject({
      title: 'Win the DACH market',
      type: 'Strategic',
      status: 'Active',
      ownerId: ada.user.id,
      organizationId: ada.organizationId,
      progress: 0,
      keyResultCount: 0,
      version: 1,
      parentObjectiveId: null,
    });
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const ada = await admin();
    const cases: [object, string][] = [
      [{}, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'x', status: 'active' }, 'status'],
      [{ title: 'x', type: 'Operational' }, 'type'],
      [{ title: 'x', startDate: '1899-12-31' }, 'startDate'],
      [{ title: 'x', endDate: '2100-01-01' }, 'endDate'],
      [{ title: 'x', startDate: '2026-02-30' }, 'startDate'],
      [{ title: 'x', startDate: '2026-03-01', endDate: '2026-02-01' }, 'endDate'],
      [{ title: 'x', progress: 40 }, 'progress'],
      [{ title: 'x', impactCategory: 'Vibes' }, 'impactCategory'],
      [{ title: 'x', ownerId: randomUUID() }, 'ownerId'],
      [{ title: 'x', parentObjectiveId: randomUUID() }, 'parentObjectiveId'],
    ];
    for (const [body, field] of cases) {
      const response = await ada.api.post('/api/objectives', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect((error.details as { field: string }[]).map((issue) => issue.field)).toContain(field);
    }
    const list = await ada.api.get('/api/objectives');
    expect(list.json()).toEqual([]);
  });

  it("accepts the organization's own options beside the Global ones", async () => {
    const ada = await admin();
    expect((await ada.api.post('/api/config-options', { kind: 'Strategic Axis', value: 'Partnerships' })).statusCode).toBe(201);
    const objective = await createObjective(ada.api, { strategicAxis: 'Partnerships' });
    expect(objective.strategicAxis).toBe('Partnerships');
    const other = await admin();
    const refused = await other.api.post('/api/objectives', { title: 'x', strategicAxis: 'Partnerships' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('GET /api/objectives', () => {
  it('filters, searches and pages with a Link header and the total', async () => {
    const ada = await admin();
    for (let i = 1; i <= 5; i += 1) {
      await createObjective(ada.api, { title: `Objective ${i}`, type: i % 2 ? 'Strategic' : 'Tactical', status: i === 5 ? 'On Hold' : 'Active' });
    }
    const first = await ada.api.get('/api/objectives?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json<Objective[]>().map((o) => o.title)).toEqual(['Objective 5', 'Objective 4']);
    expect(first.headers['x-total-count']).toBe('5');
    const link = String(first.headers.link);
    const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1];
    expect(next).toMatch(/^\/api\/objectives\?limit=2&cursor=/);
    const second = await ada.api.get(next!);
    expect(second.json<Objective[]>().map((o) => o.title)).toEqual(['Objective 3', 'Objective 2']);
    expect(second.headers['x-total-count']).toBe('5');
    const third = await ada.api.get(/^<([^>]+)>/.exec(String(second.headers.link))![1]!);
    expect(third.json<Objective[]>().map((o) => o.title)).toEqual(['Objective 1']);
    expect(third.headers.link).toBeUndefined();

    const strategic = await ada.api.get('/api/objectives?type=Strategic&status=Active');
    expect(strategic.json<Objective[]>().map((o) => o.title)).toEqual(['Objective 3', 'Objective 1']);
    expect(strategic.headers['x-total-count']).toBe('2');
    const search = await ada.api.get('/api/objectives?q=tive%204');
    expect(search.json<Objective[]>().map((o) => o.title)).toEqual(['Objective 4']);
    const mine = await ada.api.get(`/api/objectives?ownerId=${ada.user.id}&limit=200`);
    expect(mine.json<Objective[]>()).toHaveLength(5);
  });

  it('answers 400 for a limit over 200, an unknown filter or a cursor it did not issue', async () => {
    const ada = await admin();
    for (const query of ['limit=201', 'limit=0', 'color=red', 'cursor=abc', 'status=Done']) {
      const response = await ada.api.get(`/api/objectives?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/objectives/:id', () => {
  it('includes the key results; weighted progress follows them', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    await createKeyResult(ada.api, objective.id, { currentValue: 100, weight: 1 }); // 50 %
    await createKeyResult(ada.api, objective.id, { title: 'Launch', metricType: 'Binary', targetValue: 1, weight: 3 }); // 0 %
    const detail = (await ada.api.get(`/api/objectives/${objective.id}`)).json<ObjectiveDetail>();
    expect(detail.keyResults.map((kr) => [kr.title, kr.progress])).toEqual([
      ['Reach 200 customers', 50],
      ['Launch', 0],
    ]);
    expect(detail.progress).toBe(12.5);
    expect(detail.keyResultCount).toBe(2);
    expect(detail.version).toBe(1);
  });

  it("answers 404 for another organization's objective, an unknown id or a malformed one", async () => {
    const ada = await admin();
    const bob = await admin();
    const bobs = await createObjective(bob.api);
    for (const id of [bobs.id, randomUUID(), 'nope']) {
      for (const call of [
        () => ada.api.get(`/api/objectives/${id}`),
        () => ada.api.patch(`/api/objectives/${id}`, { title: 'Mine now' }),
        () => ada.api.delete(`/api/objectives/${id}`),
        () => ada.api.get(`/api/objectives/${id}/key-results`),
        () => ada.api.post(`/api/objectives/${id}/key-results`, { title: 'x', metricType: 'Binary' }),
      ]) {
        const response = await call();
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Objective not found' });
      }
    }
    expect((await bob.api.get(`/api/objectives/${bobs.id}`)).json<Objective>().title).toBe('Grow revenue');
  });
});

describe('PATCH /api/objectives/:id', () => {
  it('changes fields and bumps the version; a stale version answers 409 with the current objective', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    const first = await ada.api.patch(`/api/objectives/${objective.id}`, { title: 'Grow revenue 20%', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json<Objective>()).toMatchObject({ title: 'Grow revenue 20%', version: 2 });
    const stale = await ada.api.patch(`/api/objectives/${objective.id}`, { title: 'Something else', version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<ErrorBody & { details: { reason: string; current: Objective } }>();
    expect(body.code).toBe('CONFLICT');
    expect(body.details.reason).toBe('STALE_VERSION');
    expect(body.details.current).toMatchObject({ title: 'Grow revenue 20%', version: 2 });
    const unchanged = await ada.api.get(`/api/objectives/${objective.id}`);
    expect(unchanged.json<Objective>().title).toBe('Grow revenue 20%');
    // Without a version the last write wins.
    expect((await ada.api.patch(`/api/objectives/${objective.id}`, { status: 'On Hold' })).json<Objective>().version).toBe(3);
  });

  it('checks end against the stored start and refuses alignment cycles', async () => {
    const ada = await admin();
    const top = await createObjective(ada.api, { title: 'Top', startDate: '2026-04-01' });
    const middle = await createObjective(ada.api, { title: 'Middle', parentObjectiveId: top.id });
    const bottom = await createObjective(ada.api, { title: 'Bottom', parentObjectiveId: middle.id });
    const early = await ada.api.patch(`/api/objectives/${top.id}`, { endDate: '2026-03-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().details).toEqual([{ field: 'endDate', message: 'End date cannot be before start date' }]);
    for (const parent of [bottom.id, middle.id, top.id]) {
      const cycle = await ada.api.patch(`/api/objectives/${top.id}`, { parentObjectiveId: parent });
      expect(cycle.statusCode, parent).toBe(400);
      expect(cycle.json<ErrorBody>().details).toEqual([
        { field: 'parentObjectiveId', message: 'An objective cannot be aligned under itself or one of its own children' },
      ]);
    }
    const bobs = await createObjective((await admin()).api);
    const foreign = await ada.api.patch(`/api/objectives/${bottom.id}`, { parentObjectiveId: bobs.id });
    expect(foreign.json<ErrorBody>().details).toEqual([{ field: 'parentObjectiveId', message: 'No such objective' }]);
    // A legal re-alignment.
    const moved = await ada.api.patch(`/api/objectives/${bottom.id}`, { parentObjectiveId: top.id });
    expect(moved.json<Objective>().parentObjectiveId).toBe(top.id);
  });
});

describe('DELETE /api/objectives/:id', () => {
  it('deletes it with its key results; aligned children keep living without a parent', async () => {
    const ada = await admin();
    const parent = await createObjective(ada.api);
    const child = await createObjective(ada.api, { parentObjectiveId: parent.id });
    const keyResult = await createKeyResult(ada.api, parent.id);
    expect((await ada.api.delete(`/api/objectives/${parent.id}`)).statusCode).toBe(204);
    expect((await ada.api.get(`/api/objectives/${parent.id}`)).statusCode).toBe(404);
    expect((await ada.api.get(`/api/key-results/${keyResult.id}`)).statusCode).toBe(404);
    expect((await ada.api.get(`/api/objectives/${child.id}`)).json<Objective>().parentObjectiveId).toBeNull();
  });
});

describe('answers the database writes as JSON', () => {
  it('match the contract schemas and, field for field, the answers built in Node', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api, {
      description: 'Quotes "and" \\ backslashes, ünïcödé',
      impactCategory: 'Growth',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    const keyResult = await createKeyResult(ada.api, objective.id, { unit: '€', dueDate: '2026-03-01' });
    const created = (
      await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 33.3, confidence: 6 })
    ).json<{ keyResult: KeyResult; objective: Objective }>();
    const detail = ObjectiveDetailSchema.parse((await ada.api.get(`/api/objectives/${objective.id}`)).json());
    const { keyResults, rolledOverFrom, ...fields } = detail;
    expect(fields).toEqual(created.objective);
    expect(rolledOverFrom).toBeNull();
    expect(keyResults).toEqual([created.keyResult]);
    const list = ObjectiveSchema.array().parse((await ada.api.get('/api/objectives')).json());
    expect(list).toEqual([created.objective]);
    const untouched = await createKeyResult(ada.api, objective.id, { title: 'No check-in yet' });
    const again = ObjectiveDetailSchema.parse((await ada.api.get(`/api/objectives/${objective.id}`)).json());
    expect(again.keyResults[1]).toEqual(untouched);
  });
});

describe('the list after changes', () => {
  it('never answers a stale page: API writes, check-ins and direct database writes show on the next request', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api, { title: 'Before' });
    const keyResult = await createKeyResult(ada.api, objective.id);
    const list = async () => (await ada.api.get('/api/objectives')).json<Objective[]>()[0]!;
    expect(await list()).toMatchObject({ title: 'Before', progress: 0 });
    expect(await list()).toMatchObject({ title: 'Before', progress: 0 });
    await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 50, confidence: 5 });
    expect((await list()).progress).toBe(25);
    await ctx.db.updateTable('objectives').set({ title: 'Changed underneath' }).where('id', '=', objective.id).execute();
    expect((await list()).title).toBe('Changed underneath');
    await ada.api.patch(`/api/objectives/${objective.id}`, { status: 'On Hold' });
    expect((await ada.api.get('/api/objectives?status=Active')).json()).toEqual([]);
  });
});
