import { randomUUID } from 'node:crypto';
import type { CheckIn, CheckInCreated, ErrorBody, KeyResult, ObjectiveDetail } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, organization } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;
const admin = () => organization(app, ctx.db);

describe('key results', () => {
  it('take defaults by metric type and compute their progress', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    const percentage = await createKeyResult(ada.api, objective.id, { metricType: 'Percentage', startValue: undefined, targetValue: undefined, currentValue: 40 });
    expect(percentage).toMatchObject({ startValue: 0, targetValue: 100, currentValue: 40, unit: '%', progress: 40, weight: 1, deliverableStatus: 'Pending' });
    const binary = await createKeyResult(ada.api, objective.id, { metricType: 'Binary', startValue: undefined, targetValue: undefined });
    expect(binary).toMatchObject({ startValue: 0, targetValue: 1, currentValue: 0, progress: 0 });
    const decreasing = await createKeyResult(ada.api, objective.id, { startValue: 8, targetValue: 4, currentValue: 6 });
    expect(decreasing.progress).toBe(50);
    expect(decreasing.ownerId).toBe(ada.user.id);
  });

  it('answer 400 naming the field for measures that cannot work', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    const cases: [object, string][] = [
      [{ title: 'x', metricType: 'Numeric' }, 'targetValue'],
      [{ title: 'x', metricType: 'Numeric', startValue: 5, targetValue: 5 }, 'targetValue'],
      [{ title: 'x', metricType: 'Binary', currentValue: 0.5 }, 'currentValue'],
      [{ title: 'x', metricType: 'Decimal' }, 'metricType'],
      [{ title: 'x', metricType: 'Numeric', targetValue: 10, weight: -1 }, 'weight'],
      [{ title: 'x', metricType: 'Numeric', targetValue: 10, dueDate: '2100-01-01' }, 'dueDate'],
      [{ title: 'x', metricType: 'Numeric', targetValue: 10, deliverableStatus: 'Done' }, 'deliverableStatus'],
      [{ title: '', metricType: 'Numeric', targetValue: 10 }, 'title'],
    ];
    for (const [body, field] of cases) {
      const response = await ada.api.post(`/api/objectives/${objective.id}/key-results`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json<ErrorBody>().details as { field: string }[]).map((issue) => issue.field)).toContain(field);
    }
    expect((await ada.api.get(`/api/objectives/${objective.id}/key-results`)).json()).toEqual([]);
  });

  it('PATCH recomputes the key result and its objective; a stale version answers 409', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    const keyResult = await createKeyResult(ada.api, objective.id);
    const patched = await ada.api.patch(`/api/key-results/${keyResult.id}`, { currentValue: 150, version: 1 });
    expect(patched.json<KeyResult>()).toMatchObject({ progress: 75, version: 2 });
    expect((await ada.api.get(`/api/objectives/${objective.id}`)).json<ObjectiveDetail>().progress).toBe(75);
    const stale = await ada.api.patch(`/api/key-results/${keyResult.id}`, { currentValue: 10, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ details: { current: KeyResult } }>().details.current).toMatchObject({ currentValue: 150, version: 2 });
    const toBinary = await ada.api.patch(`/api/key-results/${keyResult.id}`, { metricType: 'Binary' });
    expect(toBinary.json<KeyResult>()).toMatchObject({ startValue: 0, targetValue: 1, currentValue: 0, progress: 0 });
    expect((await ada.api.delete(`/api/key-results/${keyResult.id}`)).statusCode).toBe(204);
    const after = (await ada.api.get(`/api/objectives/${objective.id}`)).json<ObjectiveDetail>();
    expect(after).toMatchObject({ progress: 0, keyResultCount: 0, keyResults: [] });
  });

  it("answer 404 for another organization's key result", async () => {
    const ada = await admin();
    const bob = await admin();
    const bobs = await createKeyResult(bob.api, (await createObjective(bob.api)).id);
    for (const id of [bobs.id, randomUUID(), 'nope']) {
      for (const response of [
        await ada.api.get(`/api/key-results/${id}`),
        await ada.api.patch(`/api/key-results/${id}`, { title: 'Mine' }),
        await ada.api.delete(`/api/key-results/${id}`),
        await ada.api.get(`/api/key-results/${id}/check-ins`),
        await ada.api.post(`/api/key-results/${id}/check-ins`, { value: 1, confidence: 5 }),
      ]) {
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Key result not found' });
      }
    }
    expect((await bob.api.get(`/api/key-results/${bobs.id}`)).json<KeyResult>().version).toBe(1);
  });
});

describe('check-ins', () => {
  it('update the key result and the objective in one answer, and list newest first with paging', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    const keyResult = await createKeyResult(ada.api, objective.id, { weight: 2 });
    await createKeyResult(ada.api, objective.id, { title: 'Ship v2', metricType: 'Binary', targetValue: 1 });
    const response = await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 120, confidence: 7, note: 'Two big deals closed' });
    expect(response.statusCode).toBe(201);
    const created = response.json<CheckInCreated>();
    expect(created).toMatchObject({ value: 120, confidence: 7, note: 'Two big deals closed', authorId: ada.user.id, keyResultId: keyResult.id });
    expect(created.keyResult).toMatchObject({ currentValue: 120, progress: 60, confidence: 7, version: 2 });
    expect(created.keyResult.lastCheckInAt).toBe(created.createdAt);
    expect(created.objective).toMatchObject({ id: objective.id, progress: 40, version: 1 });
    await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 150, confidence: 8 });
    await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 160, confidence: 9 });
    const first = await ada.api.get(`/api/key-results/${keyResult.id}/check-ins?limit=2`);
    expect(first.json<CheckIn[]>().map((c) => c.value)).toEqual([160, 150]);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /^<([^>]+)>/.exec(String(first.headers.link))![1]!;
    expect((await ada.api.get(next)).json<CheckIn[]>().map((c) => c.value)).toEqual([120]);
  });

  it('refuse a Binary value other than 0 or 1 and a confidence outside 0..10, changing nothing', async () => {
    const ada = await admin();
    const objective = await createObjective(ada.api);
    const binary = await createKeyResult(ada.api, objective.id, { metricType: 'Binary', targetValue: 1 });
    const bad = await ada.api.post(`/api/key-results/${binary.id}/check-ins`, { value: 2, confidence: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().details).toEqual([{ field: 'value', message: 'A Binary key result is 0 (not done) or 1 (done)' }]);
    for (const body of [{ value: 1, confidence: 11 }, { value: 1 }, { value: '1', confidence: 5 }, { value: 1, confidence: 5, extra: true }]) {
      expect((await ada.api.post(`/api/key-results/${binary.id}/check-ins`, body)).statusCode).toBe(400);
    }
    expect((await ada.api.get(`/api/key-results/${binary.id}/check-ins`)).json()).toEqual([]);
    const done = await ada.api.post(`/api/key-results/${binary.id}/check-ins`, { value: 1, confidence: 10 });
    expect(done.json<CheckInCreated>().objective.progress).toBe(100);
  });
});
