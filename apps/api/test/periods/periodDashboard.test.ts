import type { Dashboard, Initiative, Period } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, organization } from '../okr/okrApi';

// GET /dashboard?periodId=: one period's objectives, their key results, the initiatives serving
// them and their tasks; each period answered on its own although the answers are cached.

const ctx = useTestApp();
const app = () => ctx.app;

describe('the dashboard of one period', () => {
  it('counts only that period, and follows writes', async () => {
    const ada = await organization(app, ctx.db);
    const periods = (await ada.api.get('/api/periods')).json<Period[]>();
    const [first, last] = [periods[0]!, periods.at(-1)!];
    const early = await createObjective(ada.api, { title: 'Early', periodId: first.id });
    await createKeyResult(ada.api, early.id, { title: 'Early KR' });
    const late = await createObjective(ada.api, { title: 'Late', periodId: last.id, status: 'On Hold' });
    await createKeyResult(ada.api, late.id, { title: 'Late KR 1' });
    await createKeyResult(ada.api, late.id, { title: 'Late KR 2' });
    const serving = await ada.api.post('/api/initiatives', { name: 'Late work', objectiveIds: [late.id] });
    expect(serving.statusCode, serving.body).toBe(201);
    await ada.api.post(`/api/initiatives/${serving.json<Initiative>().id}/tasks`, { title: 'Do it' });

    const of = async (query: string) => {
      const response = await ada.api.get(`/api/dashboard${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Dashboard>();
    };
    const all = await of('');
    expect([all.objectives.total, all.keyResults.total, all.initiatives.total, all.tasks.total]).toEqual([2, 3, 1, 1]);
    const early$ = await of(`?periodId=${first.id}`);
    expect([early$.objectives.total, early$.keyResults.total, early$.initiatives.total, early$.tasks.total]).toEqual([1, 1, 0, 0]);
    expect(early$.mine.objectives.map((o) => o.title)).toEqual(['Early']);
    const late$ = await of(`?periodId=${last.id}`);
    expect([late$.objectives.byStatus['On Hold'], late$.keyResults.total, late$.initiatives.total, late$.tasks.total]).toEqual([1, 2, 1, 1]);
    expect(late$.mine.keyResults.map((k) => k.title).sort()).toEqual(['Late KR 1', 'Late KR 2']);

    // A write in the organization drops the cached answers of every period.
    await createObjective(ada.api, { title: 'Early 2', periodId: first.id });
    expect((await of(`?periodId=${first.id}`)).objectives.total).toBe(2);

    expect((await ada.api.get('/api/dashboard?periodId=not-a-uuid')).statusCode).toBe(404);
    const bob = await organization(app, ctx.db);
    expect((await bob.api.get(`/api/dashboard?periodId=${first.id}`)).statusCode).toBe(404);
    expect((await ada.api.get('/api/dashboard?other=1')).statusCode).toBe(400);
  });
});
