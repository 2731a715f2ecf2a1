import { expectedProgress } from '@okr/contract';
import type { ProgressReport } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { progressReport } from '../../src/modules/reports/progressReport';
import { reportScope } from '../../src/modules/reports/reportScope';
import { CountQueries } from '../support/CountQueries';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective } from '../okr/okrApi';
import { checkIn, daysAgo, proOrganization } from './reportWorld';

// GET /reports/progress: the numbers (expected line, step series, confidence, check-in days), the
// period filter, the cache after a check-in, and statements that do not grow with the period.

const ctx = useTestApp();
const app = () => ctx.app;

async function progressOf(api: { get: (url: string) => Promise<{ statusCode: number; body: string; json: <T>() => T }> }, query: string) {
  const response = await api.get(`/api/reports/progress${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProgressReport>();
}

describe('the progress report', () => {
  it('steps from check-ins per day against the expected line, with confidence and the day’s last check-in', async () => {
    const { api, today, period, other } = await proOrganization(app, ctx.db);
    const [start, end] = [daysAgo(today, 20), daysAgo(today, -19)];
    const objective = await createObjective(api, { title: 'Grow', periodId: period.id, startDate: start, endDate: end });
    const revenue = await createKeyResult(api, objective.id, { title: 'Revenue', startValue: 100, targetValue: 0, dueDate: daysAgo(today, -9) });
    const done = await createKeyResult(api, objective.id, { title: 'Launch', metricType: 'Binary', startValue: 0, targetValue: 1, weight: 2 });
    await checkIn(ctx.db, api, revenue.id, 120, 9, 25); // before the window: only its starting value
    await checkIn(ctx.db, api, revenue.id, 90, 8, 15);
    await checkIn(ctx.db, api, revenue.id, 80, 6, 10);
    await checkIn(ctx.db, api, revenue.id, 75, 3, 10); // same day: the day's last wins, count 2
    await checkIn(ctx.db, api, revenue.id, 75, 4, 5); // same value: a check-in day, no step
    await checkIn(ctx.db, api, done.id, 1, 10, 2);
    await createObjective(api, { title: 'Elsewhere', periodId: other.id });

    const report = await progressOf(api, `?periodId=${period.id}`);
    expect(report.period).toEqual({ id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate });
    expect(report.objectives.map((o) => o.title)).toEqual(['Grow']);
    const [grow] = report.objectives;
    expect(grow!.expected).toEqual([
      { date: start, progress: 0 },
      { date: today, progress: expectedProgress(start, end, today) },
      { date: end, progress: 100 },
    ]);
    const [r, l] = grow!.keyResults;
    // A decreasing target: 100 → 0, so 75 is 25%.
    expect(r!.series).toEqual([
      { date: start, value: 120, progress: 0 },
      { date: daysAgo(today, 15), value: 90, progress: 10 },
      { date: daysAgo(today, 10), value: 75, progress: 25 },
      { date: today, value: 75, progress: 25 },
    ]);
    expect(r!.expected.at(-1)).toEqual({ date: daysAgo(today, -9), progress: 100 });
    expect(r!.checkIns).toEqual([
      { date: daysAgo(today, 15), value: 90, confidence: 8, count: 1 },
      { date: daysAgo(today, 10), value: 75, confidence: 3, count: 2 },
      { date: daysAgo(today, 5), value: 75, confidence: 4, count: 1 },
    ]);
    expect(r!.confidence.map((point) => point.confidence)).toEqual([8, 3, 4]);
    expect(l!.series).toEqual([
      { date: start, value: 0, progress: 0 },
      { date: daysAgo(today, 2), value: 1, progress: 100 },
      { date: today, value: 1, progress: 100 },
    ]);
    // Weighted 1 : 2 at every day one of them changed.
    expect(grow!.series).toEqual([
      { date: start, progress: 0 },
      { date: daysAgo(today, 15), progress: 3.3 },
      { date: daysAgo(today, 10), progress: 8.3 },
      { date: daysAgo(today, 2), progress: 75 },
      { date: today, progress: 75 },
    ]);
    expect(grow!.progress).toBe(75);

    const all = await progressOf(api, '');
    expect([all.period, all.objectives.map((o) => o.title)]).toEqual([null, ['Grow', 'Elsewhere']]);
    expect((await progressOf(api, `?objectiveId=${objective.id}`)).objectives).toHaveLength(1);
    expect((await progressOf(api, `?periodId=${other.id}&objectiveId=${objective.id}`)).objectives).toEqual([]);
  });

  it('answers a new check-in at once although the report is cached', async () => {
    const { api, today, period } = await proOrganization(app, ctx.db);
    const objective = await createObjective(api, { periodId: period.id, startDate: daysAgo(today, 3) });
    const kr = await createKeyResult(api, objective.id);
    const before = await progressOf(api, `?periodId=${period.id}`);
    expect(await progressOf(api, `?periodId=${period.id}`)).toEqual(before);
    await checkIn(ctx.db, api, kr.id, 50, 7);
    const after = await progressOf(api, `?periodId=${period.id}`);
    expect(after.objectives[0]!.keyResults[0]!.series.at(-1)).toEqual({ date: today, value: 50, progress: 25 });
    expect(after.objectives[0]!.keyResults[0]!.checkIns).toEqual([{ date: today, value: 50, confidence: 7, count: 1 }]);
    expect(after.objectives[0]!.series.at(-1)).toEqual({ date: today, progress: 25 });
  });

  it('takes the same statements for 2 objectives as for 12', async () => {
    const { api, organizationId, period } = await proOrganization(app, ctx.db);
    const statements = async () => {
      const counter = new CountQueries();
      const db = ctx.db.withPlugin(counter);
      await progressReport(db, await reportScope(db, organizationId, period.id));
      return counter.count;
    };
    for (let i = 0; i < 2; i += 1) await createKeyResult(api, (await createObjective(api, { periodId: period.id })).id);
    const few = await statements();
    for (let i = 0; i < 10; i += 1) {
      const kr = await createKeyResult(api, (await createObjective(api, { periodId: period.id })).id);
      await checkIn(ctx.db, api, kr.id, i, 5);
    }
    expect(await statements()).toBe(few);
    expect(few).toBeLessThanOrEqual(5);
  });
});
