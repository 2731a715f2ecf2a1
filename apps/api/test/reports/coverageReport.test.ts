import type { CoverageReport } from '@okr/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective } from '../okr/okrApi';
import { checkIn, proOrganization } from './reportWorld';

// GET /reports/coverage: the matrix (every option a row or column, values no longer options, unset),
// Tactical vs Strategic, orphans, objectives without key results, stale key results; Cancelled left out.

const ctx = useTestApp();
const app = () => ctx.app;

describe('the coverage report', () => {
  it('sorts objectives into each category of one period', async () => {
    const { api, period, other } = await proOrganization(app, ctx.db);
    const option = await api.post('/api/config-options', { kind: 'Strategic Axis', value: 'Ñandú sustainability' });
    expect(option.statusCode, option.body).toBe(201);
    const parent = await createObjective(api, { title: 'Parent', type: 'Strategic', strategicAxis: 'Retention', operationalArea: 'Sales', periodId: period.id });
    const child = await createObjective(api, { title: 'Child', parentObjectiveId: parent.id, strategicAxis: 'Retention', operationalArea: 'Sales', periodId: period.id });
    const alone = await createObjective(api, { title: 'Alone', strategicAxis: 'Ñandú sustainability', periodId: period.id });
    await createObjective(api, { title: 'Cancelled', status: 'Cancelled', periodId: period.id });
    await createObjective(api, { title: 'Other period', periodId: other.id });
    const fresh = await createKeyResult(api, parent.id, { title: 'Fresh' });
    const old = await createKeyResult(api, parent.id, { title: 'Old' });
    const never = await createKeyResult(api, parent.id, { title: 'Never' });
    const finished = await createKeyResult(api, child.id, { title: 'Finished' });
    await checkIn(ctx.db, api, fresh.id, 10, 5, 14);
    await checkIn(ctx.db, api, old.id, 10, 5, 15);
    await checkIn(ctx.db, api, finished.id, 200, 9, 40);
    await sql`update key_results set created_at = now() - interval '30 days' where id = ${never.id}`.execute(ctx.db);

    const response = await api.get(`/api/reports/coverage?periodId=${period.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<CoverageReport>();
    expect([report.objectives, report.keyResults]).toEqual([3, 4]);
    expect(report.byType).toEqual({ Tactical: 2, Strategic: 1 });
    expect(report.strategicAxes.slice(-2)).toEqual(['Customer Experience', 'Ñandú sustainability']);
    expect(report.operationalAreas.at(-1)).toBeNull();
    expect(report.cells).toEqual([
      { strategicAxis: 'Retention', operationalArea: 'Sales', count: 2 },
      { strategicAxis: 'Ñandú sustainability', operationalArea: null, count: 1 },
    ]);
    expect(report.orphans).toEqual({ count: 1, items: [{ id: alone.id, title: 'Alone', ownerId: alone.ownerId }] });
    expect(report.withoutKeyResults.items.map((o) => o.title)).toEqual(['Alone']);
    expect(report.staleKeyResults.count).toBe(2);
    expect(report.staleKeyResults.items.map((kr) => [kr.title, kr.objectiveTitle, kr.lastCheckInAt === null])).toEqual([
      ['Old', 'Parent', false],
      ['Never', 'Parent', true],
    ]);

    // A check-in makes it fresh at once, cached answer or not.
    await checkIn(ctx.db, api, old.id, 20, 6);
    const after = (await api.get(`/api/reports/coverage?periodId=${period.id}`)).json<CoverageReport>();
    expect(after.staleKeyResults.items.map((kr) => kr.title)).toEqual(['Never']);
    const all = (await api.get('/api/reports/coverage')).json<CoverageReport>();
    expect([all.period, all.objectives, all.withoutKeyResults.count]).toEqual([null, 4, 2]);
  });
});
