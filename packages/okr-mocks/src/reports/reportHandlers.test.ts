import { CSV_BOM, REPORTS_PLAN_MESSAGE, csvHeader } from '@okr/contract';
import { CoverageReport, ErrorBody, ProgressReport } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../db/createMockDb';
import { demoIds, demoSeed, demoTokens } from '../db/demoSeed';
import { setupMswServer } from '../testing/setupMswServer';
import { createReportHandlers } from './reportHandlers';

const api = 'http://partner.example/api';
const server = setupMswServer();

const get = (path: string) =>
  fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${demoTokens('admin').accessToken}`, 'X-Organization-Id': demoIds.organizations.acme } });

describe('report mocks', () => {
  it('compute the demo organization’s reports from the model', async () => {
    const db = createMockDb(demoSeed);
    db.organizations.update(demoIds.organizations.acme, { plan: 'Pro' });
    server.use(...createReportHandlers(() => db).default);
    const progress = ProgressReport.parse(await (await get('/reports/progress')).json());
    expect(progress.objectives.length).toBeGreaterThan(0);
    expect(progress.objectives.every((o) => o.series.at(-1)?.date === progress.today)).toBe(true);
    const coverage = CoverageReport.parse(await (await get('/reports/coverage')).json());
    expect(coverage.objectives).toBe(progress.objectives.filter((o) => o.status !== 'Cancelled').length);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await get('/reports/export.csv?kind=key-results')).arrayBuffer());
    expect(csv.startsWith(CSV_BOM + csvHeader('key-results'))).toBe(true);
  });

  it('offer the states a screen meets: empty, Free plan', async () => {
    const groups = createReportHandlers(() => createMockDb(demoSeed));
    server.use(...groups.empty);
    expect(ProgressReport.parse(await (await get('/reports/progress')).json()).objectives).toEqual([]);
    expect(CoverageReport.parse(await (await get('/reports/coverage')).json()).cells).toEqual([]);
    server.resetHandlers(...groups.freePlan);
    const refused = await get('/reports/coverage');
    expect([refused.status, ErrorBody.parse(await refused.json()).message]).toEqual([402, REPORTS_PLAN_MESSAGE]);
  });
});
