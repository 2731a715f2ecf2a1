import type { ErrorBody, Initiative, Task } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { register } from '../support/api';
import { grantCustomRole } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { caller } from '../settings/settingsApi';
import { createKeyResult, createObjective, member, organization } from './okrApi';
import type { Api } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;

/** A Pro organization with one objective, key result, initiative and task, made by its Admin. */
async function world() {
  const admin = await organization(app, ctx.db, 'Pro');
  const objective = await createObjective(admin.api);
  const keyResult = await createKeyResult(admin.api, objective.id);
  const initiative = (await admin.api.post('/api/initiatives', { name: 'Launch' })).json<Initiative>();
  const task = (await admin.api.post(`/api/initiatives/${initiative.id}/tasks`, { title: 'Plan' })).json<Task>();
  return { admin, objective, keyResult, initiative, task };
}

type World = Awaited<ReturnType<typeof world>>;

/** Every OKR call, with the permission it needs. */
function calls({ objective, keyResult, initiative, task }: World) {
  return [
    ['objectives.read', (api: Api) => api.get('/api/objectives')],
    ['objectives.read', (api: Api) => api.get(`/api/objectives/${objective.id}`)],
    ['objectives.read', (api: Api) => api.get('/api/dashboard')],
    ['objectives.read', (api: Api) => api.get('/api/config-options')],
    ['objectives.create', (api: Api) => api.post('/api/objectives', { title: 'New' })],
    ['objectives.update', (api: Api) => api.patch(`/api/objectives/${objective.id}`, { title: 'Renamed' })],
    ['key_results.read', (api: Api) => api.get(`/api/objectives/${objective.id}/key-results`)],
    ['key_results.read', (api: Api) => api.get(`/api/key-results/${keyResult.id}`)],
    ['key_results.read', (api: Api) => api.get(`/api/key-results/${keyResult.id}/check-ins`)],
    ['key_results.create', (api: Api) => api.post(`/api/objectives/${objective.id}/key-results`, { title: 'KR', metricType: 'Binary' })],
    ['key_results.create', (api: Api) => api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 10, confidence: 5 })],
    ['key_results.update', (api: Api) => api.patch(`/api/key-results/${keyResult.id}`, { title: 'Renamed' })],
    ['initiatives.read', (api: Api) => api.get('/api/initiatives')],
    ['initiatives.read', (api: Api) => api.get(`/api/initiatives/${initiative.id}`)],
    ['initiatives.read', (api: Api) => api.get(`/api/initiatives/${initiative.id}/tasks`)],
    ['initiatives.create', (api: Api) => api.post('/api/initiatives', { name: 'Another' })],
    ['initiatives.create', (api: Api) => api.post(`/api/initiatives/${initiative.id}/tasks`, { title: 'Another' })],
    ['initiatives.update', (api: Api) => api.patch(`/api/initiatives/${initiative.id}`, { name: 'Renamed' })],
    ['initiatives.update', (api: Api) => api.patch(`/api/tasks/${task.id}`, { status: 'Completed' })],
    // Deletes last: they remove what the calls above use.
    ['initiatives.delete', (api: Api) => api.delete(`/api/tasks/${task.id}`)],
    ['initiatives.delete', (api: Api) => api.delete(`/api/initiatives/${initiative.id}`)],
    ['key_results.delete', (api: Api) => api.delete(`/api/key-results/${keyResult.id}`)],
    ['objectives.delete', (api: Api) => api.delete(`/api/objectives/${objective.id}`)],
  ] as const;
}

async function statuses(api: Api, w: World, granted: (permission: string) => boolean) {
  for (const [permission, call] of calls(w)) {
    const response = await call(api);
    if (granted(permission)) {
      expect(response.statusCode, `${permission}: ${response.body}`).toBeLessThan(300);
    } else {
      expect(response.statusCode, `${permission}: ${response.body}`).toBe(403);
      expect(response.json<ErrorBody>().message).toContain(`missing: ${permission}`);
    }
  }
}

describe('permissions per role', () => {
  it('a Viewer reads everything and changes nothing', async () => {
    const w = await world();
    const viewer = await member(app, ctx.db, w.admin.organizationId, 'Viewer');
    await statuses(viewer.api, w, (permission) => permission.endsWith('.read'));
  });

  it('an Editor creates, changes and deletes objectives, key results and initiatives', async () => {
    const w = await world();
    const editor = await member(app, ctx.db, w.admin.organizationId, 'Editor');
    await statuses(editor.api, w, () => true);
  });

  it('a Custom role holds exactly its flags, whatever its role type', async () => {
    const w = await world();
    const person = await register(app());
    await ctx.db
      .insertInto('organization_members')
      .values({ id: crypto.randomUUID(), organization_id: w.admin.organizationId, user_id: person.user.id, membership_type: 'Member' })
      .execute();
    await grantCustomRole(ctx.db, w.admin.organizationId, person.user.id, [
      { domain: 'objectives', canRead: true, canUpdate: true },
      { domain: 'key_results', canRead: true, canCreate: true },
    ]);
    const api = caller(app, person.accessToken, w.admin.organizationId);
    const granted = new Set(['objectives.read', 'objectives.update', 'key_results.read', 'key_results.create']);
    await statuses(api, w, (permission) => granted.has(permission));
  });

  it('a flag granted or taken away takes effect on the very next request', async () => {
    const w = await world();
    const person = await register(app());
    await ctx.db
      .insertInto('organization_members')
      .values({ id: crypto.randomUUID(), organization_id: w.admin.organizationId, user_id: person.user.id, membership_type: 'Member' })
      .execute();
    const roleId = await grantCustomRole(ctx.db, w.admin.organizationId, person.user.id, [{ domain: 'objectives', canRead: true }]);
    const api = caller(app, person.accessToken, w.admin.organizationId);
    expect((await api.get(`/api/objectives/${w.objective.id}`)).statusCode).toBe(200);
    const rows = (await w.admin.api.get(`/api/role-permissions/by-role/${roleId}`)).json<{ id: string }[]>();
    expect((await w.admin.api.patch(`/api/role-permissions/${rows[0]!.id}`, { canRead: false })).statusCode).toBe(200);
    expect((await api.get(`/api/objectives/${w.objective.id}`)).statusCode).toBe(403);
    expect((await w.admin.api.patch(`/api/role-permissions/${rows[0]!.id}`, { canRead: true })).statusCode).toBe(200);
    expect((await api.get(`/api/objectives/${w.objective.id}`)).statusCode).toBe(200);
    // Removed from the organization: its ids are another tenant's now.
    expect((await w.admin.api.delete(`/api/organizations/${w.admin.organizationId}/users/${person.user.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/objectives/${w.objective.id}`)).statusCode).toBe(404);
  });

  it("a member of another organization gets 404 for this organization's header", async () => {
    const w = await world();
    const stranger = await organization(app, ctx.db);
    const api = caller(app, stranger.accessToken, w.admin.organizationId);
    expect((await api.get('/api/objectives')).json()).toEqual({ code: 'NOT_FOUND', message: 'Organization not found' });
    expect((await stranger.api.get(`/api/objectives/${w.objective.id}`)).statusCode).toBe(404);
  });
});
