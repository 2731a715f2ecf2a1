import { CSV_BOM, REPORTS_PLAN_MESSAGE, addDays, csvHeader, expectedProgress, isoDay, missingPermissionMessage } from '@okr/contract';
import type { CoverageReport, Period, ProgressReport } from '@okr/contract';
import { CoverageReport as CoverageSchema, ProgressReport as ProgressSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireRequest } from '../Harness';
import { memberOf, signUp } from '../setup/signUp';
import { as, inOrg, invalid, notFound } from './okr/okrRequests';

// Reports (api-contract.md "Reports (Pro and Enterprise)"): progress over time against the
// expected line, coverage, the CSV export; 402 on Free, 403 without objectives:read, 400, 404.

async function created(harness: Harness, request: WireRequest): Promise<string> {
  const { status, body } = await harness.send(request);
  if (status !== 201) throw new Error(`setup: ${request.method} ${request.path} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { id: string }).id;
}

/**
 * A Pro organization, in the period holding today: "Grow" (Strategic, 30 days in, 30 to go) with
 * a Numeric key result 0 → 200 checked in twice today (50 then 80) and an unchecked Percentage one
 * of weight 3; "Child" aligned to it without key results; "Alone", Tactical, aligned to nothing.
 */
async function reportWorld(harness: Harness) {
  const today = isoDay();
  const owner = await signUp(harness, 'reports-owner');
  await harness.setPlan(owner.organizationId, 'Pro');
  const { body } = await harness.send(as(owner, 'GET', '/periods'));
  const period = (body as Period[]).find((p) => p.startDate <= today && today <= p.endDate)!;
  const window = { startDate: addDays(today, -30), endDate: addDays(today, 29) };
  const grow = await created(harness, as(owner, 'POST', '/objectives', { title: 'Grow', type: 'Strategic', strategicAxis: 'Retention', operationalArea: 'Sales', ...window }));
  const revenue = await created(harness, as(owner, 'POST', `/objectives/${grow}/key-results`, { title: 'Revenue', metricType: 'Numeric', startValue: 0, targetValue: 200 }));
  const reach = await created(harness, as(owner, 'POST', `/objectives/${grow}/key-results`, { title: 'Reach', metricType: 'Percentage', weight: 3 }));
  await created(harness, as(owner, 'POST', `/key-results/${revenue}/check-ins`, { value: 50, confidence: 7, note: '=HYPERLINK("http://x.test")' }));
  await created(harness, as(owner, 'POST', `/key-results/${revenue}/check-ins`, { value: 80, confidence: 4, note: 'Año, "quoted"\nsecond line' }));
  const child = await created(harness, as(owner, 'POST', '/objectives', { title: 'Child', parentObjectiveId: grow }));
  const alone = await created(harness, as(owner, 'POST', '/objectives', { title: 'Alone', type: 'Tactical' }));
  const other = await signUp(harness, 'reports-other');
  await harness.setPlan(other.organizationId, 'Pro');
  const { body: otherPeriods } = await harness.send(as(other, 'GET', '/periods'));
  const free = await signUp(harness, 'reports-free');
  const viewer = await memberOf(harness, owner.organizationId, 'Viewer');
  return { today, owner, other, free, viewer, window, period, otherPeriodId: (otherPeriods as Period[])[0]!.id, ids: { grow, revenue, reach, child, alone } };
}
type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

const progressOf = (w: ReportWorld, query = `?periodId=${w.period.id}`) => as(w.owner, 'GET', `/reports/progress${query}`);
const planRefused = { status: 402, code: 'PLAN_LIMIT_REACHED', message: REPORTS_PLAN_MESSAGE } as const;

export const reportCases = [
  defineCase({
    name: 'reports: progress steps from check-ins against the expected line, with confidence and check-in days; one objective by objectiveId',
    setup: reportWorld,
    steps: [
      {
        send: (w) => progressOf(w),
        expect: {
          status: 200,
          schema: ProgressSchema,
          check: (body: ProgressReport, { today, window, period, ids }: ReportWorld) => {
            expect(body.period).toEqual({ id: period.id, name: period.name, startDate: period.startDate, endDate: period.endDate });
            expect(body).toMatchObject({ today, truncated: false });
            expect(body.objectives.map((o) => o.id)).toEqual([ids.grow, ids.child, ids.alone]);
            const grow = body.objectives[0]!;
            expect(grow.window).toEqual({ start: window.startDate, end: window.endDate });
            expect(grow.expected).toEqual([
              { date: window.startDate, progress: 0 },
              { date: today, progress: expectedProgress(window.startDate, window.endDate, today) },
              { date: window.endDate, progress: 100 },
            ]);
            const [revenue, reach] = grow.keyResults;
            expect(revenue!.series).toEqual([
              { date: window.startDate, value: 0, progress: 0 },
              { date: today, value: 80, progress: 40 },
            ]);
            expect(revenue!.checkIns).toEqual([{ date: today, value: 80, confidence: 4, count: 2 }]);
            expect(revenue!.confidence).toEqual([{ date: today, confidence: 4 }]);
            expect(reach!.series).toEqual([
              { date: window.startDate, value: 0, progress: 0 },
              { date: today, value: 0, progress: 0 },
            ]);
            expect(reach!.checkIns).toEqual([]);
            // Weights 1 and 3: (40 × 1 + 0 × 3) / 4.
            expect(grow.series).toEqual([
              { date: window.startDate, progress: 0 },
              { date: today, progress: 10 },
            ]);
            expect(grow.progress).toBe(10);
            // Child has no dates of its own: the period's window.
            expect(body.objectives[1]!.window).toEqual({ start: period.startDate, end: period.endDate });
          },
        },
      },
      {
        send: (w) => progressOf(w, `?objectiveId=${w.ids.child}`),
        expect: { status: 200, schema: ProgressSchema, check: (body: ProgressReport, { ids }: ReportWorld) => expect(body.objectives.map((o) => o.id)).toEqual([ids.child]) },
      },
      {
        send: (w) => progressOf(w, ''),
        expect: { status: 200, check: (body: ProgressReport) => expect([body.period, body.objectives.length]).toEqual([null, 3]) },
      },
      {
        send: (w) => progressOf(w, `?periodId=${w.period.id}`),
        expect: { status: 200 },
      },
    ],
  }),
  defineCase({
    name: 'reports: coverage by axis × area, Tactical vs Strategic, orphans, objectives without key results',
    setup: reportWorld,
    steps: [
      {
        send: (w) => as(w.owner, 'GET', `/reports/coverage?periodId=${w.period.id}`),
        expect: {
          status: 200,
          schema: CoverageSchema,
          check: (body: CoverageReport, { ids }: ReportWorld) => {
            expect([body.objectives, body.keyResults]).toEqual([3, 2]);
            expect(body.byType).toEqual({ Tactical: 2, Strategic: 1 });
            expect(body.cells).toEqual([
              { strategicAxis: 'Retention', operationalArea: 'Sales', count: 1 },
              { strategicAxis: null, operationalArea: null, count: 2 },
            ]);
            expect(body.strategicAxes).toContain('Retention');
            expect(body.strategicAxes.at(-1)).toBeNull();
            expect(body.orphans).toEqual({ count: 1, items: [expect.objectContaining({ id: ids.alone, title: 'Alone' })] });
            expect(body.withoutKeyResults.items.map((o) => o.id)).toEqual([ids.child, ids.alone]);
            expect(body.staleKeyResults).toEqual({ count: 0, items: [] });
          },
        },
      },
    ],
  }),
  defineCase({
    name: 'reports: CSV export with BOM, header, CRLF, quoting and formula-injection escaping; attachment headers',
    setup: reportWorld,
    steps: [
      {
        send: (w) => as(w.owner, 'GET', `/reports/export.csv?kind=check-ins&periodId=${w.period.id}`),
        expect: {
          status: 200,
          check: (body: string, _w: ReportWorld, headers) => {
            expect(headers['content-type']).toBe('text/csv; charset=utf-8');
            expect(headers['content-disposition']).toMatch(/^attachment; filename="okr-check-ins-[a-z0-9-]+\.csv"$/);
            expect(body.startsWith(CSV_BOM + csvHeader('check-ins'))).toBe(true);
            expect(body).toContain(`,Revenue,50,7,"'=HYPERLINK(""http://x.test"")",`);
            expect(body).toContain(`,Revenue,80,4,"Año, ""quoted""\nsecond line",`);
            expect(body.endsWith('\r\n')).toBe(true);
          },
        },
      },
      {
        send: (w) => as(w.owner, 'GET', `/reports/export.csv?kind=objectives&periodId=${w.period.id}`),
        expect: { status: 200, check: (body: string) => expect(body.split('\r\n').filter(Boolean)).toHaveLength(4) },
      },
      {
        send: (w) => as(w.owner, 'GET', '/reports/export.csv?kind=key-results'),
        expect: { status: 200, check: (body: string) => expect(body.split('\r\n').filter(Boolean).map((line) => line.split(',')[3])).toEqual(['title', 'Revenue', 'Reach']) },
      },
    ],
  }),
  defineCase({
    name: 'reports: 402 on Free, 403 without objectives:read, 400 on a bad query, 404 for another organization’s period or objective',
    setup: reportWorld,
    steps: [
      { send: (w) => as(w.free, 'GET', '/reports/progress'), expect: planRefused },
      { send: (w) => as(w.free, 'GET', '/reports/coverage'), expect: planRefused },
      { send: (w) => as(w.free, 'GET', '/reports/export.csv?kind=objectives'), expect: planRefused },
      { send: (w) => progressOf(w, '?periodId='), expect: invalid('periodId') },
      { send: (w) => progressOf(w, '?period=x'), expect: invalid('period') },
      { send: (w) => as(w.owner, 'GET', '/reports/export.csv?kind=tasks'), expect: invalid('kind') },
      { send: (w) => as(w.owner, 'GET', '/reports/export.csv'), expect: invalid('kind') },
      { send: (w) => progressOf(w, `?periodId=${w.otherPeriodId}`), expect: notFound('Period') },
      { send: (w) => as(w.owner, 'GET', `/reports/coverage?periodId=${w.otherPeriodId}`), expect: notFound('Period') },
      { send: (w) => as(w.owner, 'GET', `/reports/export.csv?kind=objectives&periodId=${w.otherPeriodId}`), expect: notFound('Period') },
      { send: (w) => as(w.other, 'GET', `/reports/progress?objectiveId=${w.ids.grow}`), expect: notFound('Objective') },
      { send: (w) => inOrg(w.viewer, w.owner, 'GET', `/reports/progress?periodId=${w.period.id}`), expect: { status: 200, schema: ProgressSchema } },
      { send: (w) => as(w.owner, 'POST', '/roles', { name: 'No objectives', roleType: 'Viewer', category: 'Custom' }), expect: { status: 201 } },
      {
        send: (w, answers) =>
          as(w.owner, 'PUT', `/organizations/${w.owner.organizationId}/users/${w.viewer.userId}/roles`, { roleIds: [(answers[12]!.body as { id: string }).id] }),
        expect: { status: 200 },
      },
      ...(['/reports/progress', '/reports/coverage', '/reports/export.csv?kind=objectives'] as const).map((path) => ({
        send: (w: ReportWorld) => inOrg(w.viewer, w.owner, 'GET', path),
        expect: { status: 403, code: 'FORBIDDEN', message: missingPermissionMessage('objectives', 'read') } as const,
      })),
    ],
  }),
];
