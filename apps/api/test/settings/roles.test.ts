import { randomUUID } from 'node:crypto';
import type { Role } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { register } from '../support/api';
import { applicationRoleId, grantCustomRole, joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { anonymous, caller, registerAdmin } from './settingsApi';

const ctx = useTestApp();
const app = () => ctx.app;

/** A new user, Owner and Admin of their own organization. */
const admin = (body: Parameters<typeof registerAdmin>[1] = {}) => registerAdmin(app, body);

async function createCustom(api: ReturnType<typeof caller>, name = 'Project Manager') {
  const response = await api.post('/api/roles', { name, roleType: 'Admin', category: 'Custom', description: 'Runs projects' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Role>();
}

describe('GET /api/roles', () => {
  it("lists the current organization's Application and Custom roles, never System", async () => {
    const ada = await admin();
    const custom = await createCustom(ada.api);
    const response = await ada.api.get('/api/roles');
    expect(response.statusCode).toBe(200);
    const roles = response.json<Role[]>();
    expect(roles.map((role) => [role.name, role.category])).toEqual([
      ['Admin', 'Application'],
      ['Editor', 'Application'],
      ['Viewer', 'Application'],
      ['Project Manager', 'Custom'],
    ]);
    expect(roles.every((role) => role.organizationId === ada.organizationId)).toBe(true);
    expect(roles[3]).toEqual(custom);
  });

  it('answers 401 without a token and 403 naming settings.read for an Editor', async () => {
    const ada = await admin();
    expect((await anonymous(app)('GET', '/api/roles')).statusCode).toBe(401);
    const editor = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, editor.user.id, 'Editor');
    const response = await caller(app, editor.accessToken, ada.organizationId).get('/api/roles');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('settings.read') });
  });

  it("answers 404 for another organization's id in X-Organization-Id", async () => {
    const ada = await admin();
    const bob = await admin();
    expect((await caller(app, ada.accessToken, bob.organizationId).get('/api/roles')).statusCode).toBe(404);
  });
});

describe('GET /api/roles/organization/:orgId', () => {
  it('lists the roles of an organization the caller belongs to', async () => {
    const ada = await admin();
    const response = await caller(app, ada.accessToken).get(`/api/roles/organization/${ada.organizationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Role[]>()).toHaveLength(3);
  });

  it('answers 404 for an organization the caller is not a member of', async () => {
    const ada = await admin();
    const bob = await admin();
    const api = caller(app, ada.accessToken);
    expect((await api.get(`/api/roles/organization/${bob.organizationId}`)).statusCode).toBe(404);
    expect((await api.get(`/api/roles/organization/${randomUUID()}`)).statusCode).toBe(404);
    expect((await api.get('/api/roles/organization/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /api/roles/:id', () => {
  it('answers one role; another organization’s role, an unknown id or a malformed id answer 404', async () => {
    const ada = await admin();
    const bob = await admin();
    const custom = await createCustom(ada.api);
    expect((await ada.api.get(`/api/roles/${custom.id}`)).json()).toEqual(custom);
    const bobsAdmin = await applicationRoleId(ctx.db, bob.organizationId, 'Admin');
    for (const id of [bobsAdmin, randomUUID(), 'nope']) {
      const response = await ada.api.get(`/api/roles/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Role not found' });
    }
  });
});

describe('POST /api/roles', () => {
  it('creates a Custom role in the current organization', async () => {
    const ada = await admin();
    const role = await createCustom(ada.api);
    expect(role).toMatchObject({
      name: 'Project Manager',
      roleType: 'Admin',
      category: 'Custom',
      description: 'Runs projects',
      organizationId: ada.organizationId,
    });
  });

  it('creates it in the organizationId of the body when the caller may create roles there', async () => {
    const ada = await admin();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { authorization: `Bearer ${ada.accessToken}` },
      payload: { name: 'Second' },
    });
    const secondId = second.json<{ id: string }>().id;
    const response = await ada.api.post('/api/roles', {
      name: 'Elsewhere',
      roleType: 'Viewer',
      category: 'Custom',
      organizationId: secondId,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ organizationId: secondId });
  });

  it("answers 404 for another organization's id in the body, 403 where the caller lacks the flag", async () => {
    const ada = await admin();
    const bob = await admin();
    const body = { name: 'Intruder', roleType: 'Viewer', category: 'Custom' };
    expect((await ada.api.post('/api/roles', { ...body, organizationId: bob.organizationId })).statusCode).toBe(404);
    expect((await ada.api.post('/api/roles', { ...body, organizationId: 'nope' })).statusCode).toBe(404);
    await joinOrganization(ctx.db, bob.organizationId, ada.user.id, 'Editor');
    const refused = await ada.api.post('/api/roles', { ...body, organizationId: bob.organizationId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('settings.create');
  });

  it('answers 409 for a name already used in the organization (any case), not in another one', async () => {
    const ada = await admin();
    const bob = await admin();
    await createCustom(ada.api, 'Team Lead');
    const duplicate = await ada.api.post('/api/roles', { name: 'team lead', roleType: 'Editor', category: 'Custom' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT' });
    const clash = await ada.api.post('/api/roles', { name: 'Admin', roleType: 'Admin', category: 'Custom' });
    expect(clash.statusCode).toBe(409);
    await createCustom(bob.api, 'Team Lead');
  });

  it('answers 422 for a category other than Custom and for SuperAdmin', async () => {
    const ada = await admin();
    for (const category of ['Application', 'System']) {
      const response = await ada.api.post('/api/roles', { name: `X ${category}`, roleType: 'Editor', category });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'RULE_VIOLATION', message: 'Only Custom roles can be created' });
    }
    const superAdmin = await ada.api.post('/api/roles', { name: 'Root', roleType: 'SuperAdmin', category: 'Custom' });
    expect(superAdmin.statusCode).toBe(422);
    expect(superAdmin.json().code).toBe('RULE_VIOLATION');
  });

  it('answers 400 with field details for a missing name, a bad role type, a blank name or an unknown field', async () => {
    const ada = await admin();
    const missing = await ada.api.post('/api/roles', { roleType: 'Owner', category: 'Custom' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['name', 'roleType']),
    );
    expect((await ada.api.post('/api/roles', { name: '   ', roleType: 'Admin', category: 'Custom' })).statusCode).toBe(400);
    const unknown = await ada.api.post('/api/roles', { name: 'X', roleType: 'Admin', category: 'Custom', rank: 1 });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 403 naming settings.create for a Custom role of type Admin without the row', async () => {
    const ada = await admin();
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, member.user.id, 'Viewer');
    await grantCustomRole(ctx.db, ada.organizationId, member.user.id, [{ domain: 'settings', canRead: true }]);
    const api = caller(app, member.accessToken, ada.organizationId);
    expect((await api.get('/api/roles')).statusCode).toBe(200);
    const response = await api.post('/api/roles', { name: 'Mine', roleType: 'Admin', category: 'Custom' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('settings.create');
  });
});

describe('PATCH /api/roles/:id', () => {
  it('renames and describes a Custom role; sending its own category is accepted', async () => {
    const ada = await admin();
    const role = await createCustom(ada.api);
    const response = await ada.api.patch(`/api/roles/${role.id}`, {
      name: 'Product Lead',
      description: '',
      category: 'Custom',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...role, name: 'Product Lead', description: null });
  });

  it("answers 422 'Role category cannot be changed' for another category", async () => {
    const ada = await admin();
    const role = await createCustom(ada.api);
    const response = await ada.api.patch(`/api/roles/${role.id}`, { category: 'Application' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'RULE_VIOLATION', message: 'Role category cannot be changed' });
  });

  it('answers 422 for an Application role', async () => {
    const ada = await admin();
    const editorRole = await applicationRoleId(ctx.db, ada.organizationId, 'Editor');
    const response = await ada.api.patch(`/api/roles/${editorRole}`, { name: 'Writer' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'RULE_VIOLATION' });
  });

  it('answers 409 for a name another role of the organization has', async () => {
    const ada = await admin();
    const role = await createCustom(ada.api);
    await createCustom(ada.api, 'Team Lead');
    expect((await ada.api.patch(`/api/roles/${role.id}`, { name: 'TEAM LEAD' })).statusCode).toBe(409);
    expect((await ada.api.patch(`/api/roles/${role.id}`, { name: 'Project Manager' })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's role and 400 for an empty body or a blank name", async () => {
    const ada = await admin();
    const bob = await admin();
    const bobsRole = await createCustom(bob.api);
    expect((await ada.api.patch(`/api/roles/${bobsRole.id}`, { name: 'Mine' })).statusCode).toBe(404);
    const role = await createCustom(ada.api);
    expect((await ada.api.patch(`/api/roles/${role.id}`, {})).statusCode).toBe(400);
    expect((await ada.api.patch(`/api/roles/${role.id}`, { name: ' ' })).statusCode).toBe(400);
    expect((await ada.api.patch(`/api/roles/${role.id}`, { roleType: 'Viewer' })).statusCode).toBe(400);
  });

  it('answers 403 naming settings.update for a Viewer', async () => {
    const ada = await admin();
    const role = await createCustom(ada.api);
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, viewer.user.id, 'Viewer');
    const response = await caller(app, viewer.accessToken, ada.organizationId).patch(`/api/roles/${role.id}`, {
      name: 'Mine',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('settings.update');
  });
});

describe('DELETE /api/roles/:id', () => {
  it('deletes a Custom role with its permission rows and its members’ grants', async () => {
    const ada = await admin();
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, member.user.id, 'Viewer');
    const roleId = await grantCustomRole(ctx.db, ada.organizationId, member.user.id, [
      { domain: 'objectives', canRead: true },
    ]);
    const response = await ada.api.delete(`/api/roles/${roleId}`);
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.selectFrom('roles').select('id').where('id', '=', roleId).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('role_permissions').select('id').where('role_id', '=', roleId).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute()).toEqual([]);
    expect((await ada.api.get(`/api/roles/${roleId}`)).statusCode).toBe(404);
  });

  it('answers 422 for Application roles and 404 for another organization’s role', async () => {
    const ada = await admin();
    const bob = await admin();
    for (const type of ['Admin', 'Editor', 'Viewer'] as const) {
      const id = await applicationRoleId(ctx.db, ada.organizationId, type);
      const response = await ada.api.delete(`/api/roles/${id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'RULE_VIOLATION' });
    }
    const bobsRole = await createCustom(bob.api);
    expect((await ada.api.delete(`/api/roles/${bobsRole.id}`)).statusCode).toBe(404);
    expect((await bob.api.get(`/api/roles/${bobsRole.id}`)).statusCode).toBe(200);
  });

  it('answers 403 naming settings.delete for an Editor and 401 without a token', async () => {
    const ada = await admin();
    const role = await createCustom(ada.api);
    const editor = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, editor.user.id, 'Editor');
    const response = await caller(app, editor.accessToken, ada.organizationId).delete(`/api/roles/${role.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('settings.delete');
    expect((await anonymous(app)('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(401);
  });
});
