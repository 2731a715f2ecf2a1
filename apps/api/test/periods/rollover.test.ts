import { ORGANIZATION_HEADER } from '@okr/contract';
import type { CheckIn, ErrorBody, Initiative, ObjectiveDetail, Objective, Period, RolloverResponse } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/api';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, member, organization } from '../okr/okrApi';

// POST /periods/{id}/rollover (api-contract.md "Cycles and roll-over"): one transaction, copies
// Active in the target period, key results back to their start without check-ins, alignment kept
// where the parent was copied too, and an Idempotency-Key answering a repeat with the first result.

const ctx = useTestApp();
const app = () => ctx.app;

async function setUp() {
  const ada = await organization(app, ctx.db);
  const periods = (await ada.api.get('/api/periods')).json<Period[]>();
  const [from, to] = [periods[0]!, periods[1]!];
  const parent = await createObjective(ada.api, { title: 'Parent', periodId: from.id, status: 'On Hold', type: 'Strategic', operationalArea: 'Sales' });
  const child = await createObjective(ada.api, { title: 'Child', periodId: from.id, parentObjectiveId: parent.id });
  const orphaned = await createObjective(ada.api, { title: 'Orphaned', periodId: from.id, parentObjectiveId: parent.id });
  const keyResult = await createKeyResult(ada.api, parent.id, { startValue: 10, targetValue: 110, unit: 'deals', weight: 3 });
  const checked = await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 60, confidence: 4 });
  expect(checked.statusCode).toBe(201);
  const initiative = await ada.api.post('/api/initiatives', { name: 'Sales push', objectiveIds: [parent.id], keyResultIds: [keyResult.id] });
  expect(initiative.statusCode, initiative.body).toBe(201);
  return { ada, from, to, parent, child, orphaned, keyResult, initiative: initiative.json<Initiative>() };
}

describe('rolling a period over', () => {
  it('copies the chosen objectives with their key results reset, alignment and initiatives kept', async () => {
    const { ada, from, to, parent, child, keyResult, initiative } = await setUp();
    const rolled = await ada.api.post(`/api/periods/${from.id}/rollover`, {
      toPeriodId: to.id,
      objectiveIds: [child.id, parent.id],
      includeInitiatives: true,
    });
    expect(rolled.statusCode, rolled.body).toBe(201);
    const { objectives } = rolled.json<RolloverResponse>();
    expect(objectives.map((pair) => pair.from)).toEqual([child.id, parent.id]);
    const [childCopy, parentCopy] = objectives.map((pair) => pair.to);

    const copy = (await ada.api.get(`/api/objectives/${parentCopy}`)).json<ObjectiveDetail>();
    expect(copy).toMatchObject({ title: 'Parent', status: 'Active', type: 'Strategic', operationalArea: 'Sales', periodId: to.id, parentObjectiveId: null });
    expect(copy.keyResults).toHaveLength(1);
    expect(copy.keyResults[0]).toMatchObject({ title: keyResult.title, startValue: 10, currentValue: 10, targetValue: 110, unit: 'deals', weight: 3, progress: 0, confidence: null, lastCheckInAt: null });
    expect(copy.progress).toBe(0);
    const checkIns = (await ada.api.get(`/api/key-results/${copy.keyResults[0]!.id}/check-ins`)).json<CheckIn[]>();
    expect(checkIns).toEqual([]);
    expect((await ada.api.get(`/api/objectives/${childCopy}`)).json<Objective>().parentObjectiveId).toBe(parentCopy);

    const served = (await ada.api.get(`/api/initiatives/${initiative.id}`)).json<Initiative>();
    expect(served.objectiveIds).toContain(parentCopy);
    expect(served.keyResultIds).toContain(copy.keyResults[0]!.id);

    // The originals are untouched, each period lists its own.
    const original = (await ada.api.get(`/api/objectives/${parent.id}`)).json<ObjectiveDetail>();
    expect(original).toMatchObject({ status: 'On Hold', periodId: from.id });
    expect(original.keyResults[0]!.currentValue).toBe(60);
    const inTarget = (await ada.api.get(`/api/objectives?periodId=${to.id}`)).json<Objective[]>();
    expect(inTarget.map((o) => o.id).sort()).toEqual([childCopy, parentCopy].sort());
  });

  it('drops alignment to a parent not copied, and key results unless asked', async () => {
    const { ada, from, to, orphaned, parent } = await setUp();
    const rolled = await ada.api.post(`/api/periods/${from.id}/rollover`, { toPeriodId: to.id, objectiveIds: [orphaned.id, parent.id], includeKeyResults: false });
    const [orphanCopy, parentCopy] = rolled.json<RolloverResponse>().objectives.map((pair) => pair.to);
    expect((await ada.api.get(`/api/objectives/${orphanCopy}`)).json<Objective>().parentObjectiveId).toBe(parentCopy);
    expect((await ada.api.get(`/api/objectives/${parentCopy}`)).json<ObjectiveDetail>().keyResults).toEqual([]);
    const alone = await ada.api.post(`/api/periods/${from.id}/rollover`, { toPeriodId: to.id, objectiveIds: [orphaned.id] });
    const aloneCopy = alone.json<RolloverResponse>().objectives[0]!.to;
    expect((await ada.api.get(`/api/objectives/${aloneCopy}`)).json<Objective>().parentObjectiveId).toBeNull();
  });

  it('answers a repeated Idempotency-Key with the first result, without copying again', async () => {
    const { ada, from, to, parent, child } = await setUp();
    const send = (objectiveIds: string[], key: string) =>
      app().inject({
        method: 'POST',
        url: `/api/periods/${from.id}/rollover`,
        headers: { ...bearer(ada.accessToken), [ORGANIZATION_HEADER]: ada.organizationId, 'idempotency-key': key },
        payload: { toPeriodId: to.id, objectiveIds },
      });
    const first = await send([parent.id], 'roll-q1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send([parent.id], 'roll-q1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await ada.api.get(`/api/objectives?periodId=${to.id}`)).json<Objective[]>()).toHaveLength(1);
    // The same key sent twice at once: one copy, one answer.
    const [x, y] = await Promise.all([send([child.id], 'roll-q1-together'), send([child.id], 'roll-q1-together')]);
    expect([x.statusCode, y.statusCode]).toEqual([201, 201]);
    expect(x.json()).toEqual(y.json());
    expect((await ada.api.get(`/api/objectives?periodId=${to.id}`)).json<Objective[]>()).toHaveLength(2);
    await ada.api.delete(`/api/objectives/${x.json<RolloverResponse>().objectives[0]!.to}`);
    const reused = await send([child.id], 'roll-q1');
    expect(reused.statusCode).toBe(422);
    expect((await send([child.id], 'roll-q1-child')).statusCode).toBe(201);
    expect((await ada.api.get(`/api/objectives?periodId=${to.id}`)).json<Objective[]>()).toHaveLength(2);
  });

  it('refuses bad requests with nothing copied, and needs objectives:create', async () => {
    const { ada, from, to, parent } = await setUp();
    const bob = await organization(app, ctx.db);
    const bobsPeriod = (await bob.api.get('/api/periods')).json<Period[]>()[1]!;
    const bobsObjective = await createObjective(bob.api, { periodId: (await bob.api.get('/api/periods')).json<Period[]>()[0]!.id });
    const cases: [object, number][] = [
      [{ toPeriodId: to.id, objectiveIds: [] }, 400],
      [{ toPeriodId: from.id, objectiveIds: [parent.id] }, 400],
      [{ toPeriodId: bobsPeriod.id, objectiveIds: [parent.id] }, 400],
      [{ toPeriodId: to.id, objectiveIds: [parent.id, bobsObjective.id] }, 400],
      [{ toPeriodId: to.id, objectiveIds: ['nope'] }, 400],
      [{ toPeriodId: to.id, objectiveIds: [parent.id], extra: 1 }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await ada.api.post(`/api/periods/${from.id}/rollover`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
    expect((await bob.api.post(`/api/periods/${from.id}/rollover`, { toPeriodId: bobsPeriod.id, objectiveIds: [parent.id] })).statusCode).toBe(404);
    await ada.api.patch(`/api/periods/${to.id}`, { closed: true });
    expect((await ada.api.post(`/api/periods/${from.id}/rollover`, { toPeriodId: to.id, objectiveIds: [parent.id] })).statusCode).toBe(422);
    const viewer = await member(app, ctx.db, ada.organizationId, 'Viewer');
    expect((await viewer.api.post(`/api/periods/${from.id}/rollover`, { toPeriodId: to.id, objectiveIds: [parent.id] })).statusCode).toBe(403);
    expect((await ada.api.get(`/api/objectives?periodId=${to.id}`)).json<Objective[]>()).toEqual([]);
  });
});
