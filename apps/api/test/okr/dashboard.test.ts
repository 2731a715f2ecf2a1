import { isoDay } from '@okr/contract';
import type { Dashboard, Initiative, KeyResult } from '@okr/contract';
import { Dashboard as DashboardSchema } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, member, organization } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;

const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

describe('GET /api/dashboard', () => {
  it('counts objectives by status, averages progress, finds key results at risk, counts initiatives and tasks, lists my items', async () => {
    const ada = await organization(app, ctx.db, 'Pro');
    const editor = await member(app, ctx.db, ada.organizationId, 'Editor');
    const empty = (await ada.api.get('/api/dashboard')).json<Dashboard>();
    expect(empty.objectives).toEqual({ total: 0, byStatus: { Active: 0, Completed: 0, Cancelled: 0, 'On Hold': 0 }, averageProgress: 0 });

    // Half-way through its window.
    const running = await createObjective(ada.api, { title: 'Running', startDate: daysFromToday(-30), endDate: daysFromToday(29) });
    const behind = await createKeyResult(ada.api, running.id, { title: 'Behind', currentValue: 20 }); // 10 % of 200, line at ~50 %
    const onTrack = await createKeyResult(ada.api, running.id, { title: 'On track', currentValue: 120, ownerId: editor.user.id }); // 60 %
    const doubtful = await createKeyResult(ada.api, running.id, { title: 'Doubtful', currentValue: 140 }); // 70 %
    await ada.api.post(`/api/key-results/${doubtful.id}/check-ins`, { value: 140, confidence: 2 });
    await ada.api.post(`/api/key-results/${onTrack.id}/check-ins`, { value: 120, confidence: 8 });
    const done = await createObjective(ada.api, { title: 'Done', status: 'Completed' });
    await createKeyResult(ada.api, done.id, { currentValue: 200 });
    await createObjective(ada.api, { title: 'Dropped', status: 'Cancelled' });
    await createObjective(editor.api, { title: 'Not mine', status: 'On Hold' });

    const initiative = (await ada.api.post('/api/initiatives', { name: 'Push', status: 'In Progress' })).json<Initiative>();
    await ada.api.post(`/api/initiatives/${initiative.id}/tasks`, { title: 'Mine', assigneeId: ada.user.id, dueDate: '2026-05-01' });
    await ada.api.post(`/api/initiatives/${initiative.id}/tasks`, { title: 'Risky', status: 'At Risk' });
    await ada.api.post(`/api/initiatives/${initiative.id}/tasks`, { title: 'Closed', status: 'Completed', assigneeId: ada.user.id });
    await ada.api.post('/api/initiatives', { name: 'Later' });

    const answer = await ada.api.get('/api/dashboard');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const dashboard = answer.json<Dashboard>();
    // The route sends the cached JSON bytes as they are (no response serializer): they must be the contract's shape, nothing more.
    expect(DashboardSchema.strict().parse(dashboard)).toEqual(dashboard);
    expect(dashboard.objectives.byStatus).toEqual({ Active: 1, Completed: 1, Cancelled: 1, 'On Hold': 1 });
    expect(dashboard.objectives.total).toBe(4);
    // (running 46.7 + done 100 + on hold 0) / 3, Cancelled left out.
    expect(dashboard.objectives.averageProgress).toBe(48.9);
    expect(dashboard.keyResults.total).toBe(4);
    expect(dashboard.keyResults.atRisk.map((kr) => [kr.title, kr.lowConfidence, kr.behind])).toEqual([
      ['Behind', false, true],
      ['Doubtful', true, false],
    ]);
    expect(dashboard.keyResults.atRiskCount).toBe(2);
    expect(dashboard.initiatives).toEqual({
      total: 2,
      byStatus: { 'To Start': 1, 'In Progress': 1, Finished: 0, 'At Risk': 0 },
      needingAttention: 1,
    });
    expect(dashboard.tasks).toEqual({ total: 3, byStatus: { 'To Do': 1, 'In Progress': 0, Completed: 1, 'At Risk': 1 } });
    expect(dashboard.mine.objectives.map((o) => o.title)).toEqual(['Running']);
    expect(dashboard.mine.keyResults.map((kr) => kr.title).sort()).toEqual(['Behind', 'Doubtful']);
    expect(dashboard.mine.initiatives.map((i) => i.name)).toEqual(['Later', 'Push']);
    expect(dashboard.mine.tasks.map((t) => t.title)).toEqual(['Mine']);
    expect(behind.progress).toBe(10);
    const editors = (await editor.api.get('/api/dashboard')).json<Dashboard>();
    expect(editors.mine.keyResults.map((kr: Pick<KeyResult, 'title'>) => kr.title)).toEqual(['On track']);
    expect(editors.mine.objectives.map((o) => o.title)).toEqual(['Not mine']);
  });
});
