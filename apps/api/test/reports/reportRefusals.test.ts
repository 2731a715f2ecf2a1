import { REPORTS_PLAN_MESSAGE, missingPermissionMessage } from '@okr/contract';
import type { ProgressReport } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createObjective, member, organization } from '../okr/okrApi';
import { grantCustomRole } from '../support/membership';
import { proOrganization } from './reportWorld';

// Who gets a report: Pro and Enterprise (402 on Free, a plan change applying at the next call),
// `objectives:read` (403), the organization's own periods and objectives (404), a valid query (400).

const ctx = useTestApp();
const app = () => ctx.app;
const paths = ['/api/reports/progress', '/api/reports/coverage', '/api/reports/export.csv?kind=objectives'];

describe('who gets a report', () => {
  it('answers 402 on Free, and the report as soon as the plan is Pro', async () => {
    const free = await organization(app, ctx.db);
    for (const path of paths) {
      const response = await free.api.get(path);
      expect([response.statusCode, response.json()]).toEqual([402, { message: REPORTS_PLAN_MESSAGE, code: 'PLAN_LIMIT_REACHED', details: { plan: 'Free', feature: 'advanced_reports' } }]);
    }
    // The query is checked first: a bad one is 400 on any plan.
    expect((await free.api.get('/api/reports/progress?periodId=')).statusCode).toBe(400);
    await ctx.db.updateTable('organizations').set({ plan: 'Enterprise' }).where('id', '=', free.organizationId).execute();
    for (const path of paths) expect((await free.api.get(path)).statusCode).toBe(200);
    await ctx.db.updateTable('organizations').set({ plan: 'Free' }).where('id', '=', free.organizationId).execute();
    expect((await free.api.get(paths[0]!)).statusCode).toBe(402);
  });

  it('answers 403 without objectives:read, 404 for another organization’s period or objective, 400 on a bad query', async () => {
    const ada = await proOrganization(app, ctx.db);
    const bob = await proOrganization(app, ctx.db);
    const theirs = await createObjective(bob.api, { title: 'Theirs' });
    const viewer = await member(app, ctx.db, ada.organizationId, 'Viewer');
    expect((await viewer.api.get(`/api/reports/progress?periodId=${ada.period.id}`)).statusCode).toBe(200);
    const stranger = await member(app, ctx.db, ada.organizationId, 'Viewer');
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', stranger.user.id).execute();
    await grantCustomRole(ctx.db, ada.organizationId, stranger.user.id);
    for (const path of paths) {
      const response = await stranger.api.get(path);
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([403, missingPermissionMessage('objectives', 'read')]);
    }
    for (const query of [`?periodId=${bob.period.id}`, '?periodId=not-a-uuid']) {
      expect((await ada.api.get(`/api/reports/progress${query}`)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Period not found' });
      expect((await ada.api.get(`/api/reports/coverage${query}`)).statusCode).toBe(404);
      expect((await ada.api.get(`/api/reports/export.csv?kind=check-ins&${query.slice(1)}`)).statusCode).toBe(404);
    }
    expect((await ada.api.get(`/api/reports/progress?objectiveId=${theirs.id}`)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Objective not found' });
    for (const bad of ['/api/reports/progress?periodId=', '/api/reports/progress?extra=1', '/api/reports/export.csv?kind=tasks', '/api/reports/export.csv']) {
      const response = await ada.api.get(bad);
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await ada.api.get(`/api/reports/progress?periodId=${ada.period.id}`)).json<ProgressReport>().period?.id).toBe(ada.period.id);
  });
});
