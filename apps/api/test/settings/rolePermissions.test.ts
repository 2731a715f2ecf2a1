import { randomUUID } from 'node:crypto';
import type { RolePermission } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { register } from '../support/api';
import { applicationRoleId, customRoleWithRow, grantCustomRole, joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { anonymous, caller, registerAdmin } from './settingsApi';

const ctx = useTestApp();
const app = () => ctx.app;

/** A new user, Owner and Admin of their own organization. */
const admin = (body: Parameters<typeof registerAdmin>[1] = {}) => registerAdmin(app, body);

const flags = { canCreate: false, canRead: true, canUpdate: false, canDelete: false };

describe('GET /api/role-permissions', () => {
  it("lists the rows of the current organization's roles only", async () => {
    const ada = await admin();
    const bob = await admin();
    const { permissionId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await ada.api.get('/api/role-permissions');
    expect(response.statusCode).toBe(200);
    const rows = response.json<RolePermission[]>();
    // Admin 6 + Editor 5 + Viewer 5 defaults, plus the Custom row.
    expect(rows).toHaveLength(17);
    expect(rows.map((row) => row.id)).toContain(permissionId);
    const bobsRows = (await bob.api.get('/api/role-permissions')).json<RolePermission[]>();
    expect(bobsRows.map((row) => row.id)).not.toContain(permissionId);
  });

  it('answers 401 anonymously, 403 naming settings.read for a Viewer', async () => {
    const ada = await admin();
    expect((await anonymous(app)('GET', '/api/role-permissions')).statusCode).toBe(401);
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, viewer.user.id, 'Viewer');
    const response = await caller(app, viewer.accessToken, ada.organizationId).get('/api/role-permissions');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('settings.read');
  });
});

describe('GET /api/role-permissions/:id and /by-role/:roleId', () => {
  it('answers one row and the rows of one role', async () => {
    const ada = await admin();
    const { roleId, permissionId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const one = await ada.api.get(`/api/role-permissions/${permissionId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ id: permissionId, roleId, domainName: 'objectives', ...flags });
    const byRole = await ada.api.get(`/api/role-permissions/by-role/${roleId}`);
    expect(byRole.json()).toEqual([one.json()]);
    const editorRole = await applicationRoleId(ctx.db, ada.organizationId, 'Editor');
    const editorRows = (await ada.api.get(`/api/role-permissions/by-role/${editorRole}`)).json<RolePermission[]>();
    expect(editorRows.map((row) => row.domainName).sort()).toEqual(
      ['initiatives', 'key_results', 'objectives', 'organizations', 'users'].sort(),
    );
  });

  it("answers 404 for another organization's row or role, unknown and malformed ids", async () => {
    const ada = await admin();
    const bob = await admin();
    const { roleId, permissionId } = await customRoleWithRow(ctx.db, bob.organizationId);
    for (const id of [permissionId, randomUUID(), 'nope']) {
      expect((await ada.api.get(`/api/role-permissions/${id}`)).statusCode).toBe(404);
    }
    for (const id of [roleId, randomUUID(), 'nope']) {
      expect((await ada.api.get(`/api/role-permissions/by-role/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('POST /api/role-permissions', () => {
  it('creates the row of a role for a domain it lacks', async () => {
    const ada = await admin();
    const { roleId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await ada.api.post('/api/role-permissions', { roleId, domainName: 'key_results', ...flags });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ roleId, domainName: 'key_results', ...flags });
  });

  it('answers 409 for a second row of the same role and domain', async () => {
    const ada = await admin();
    const { roleId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await ada.api.post('/api/role-permissions', { roleId, domainName: 'objectives', ...flags });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it("answers 422 'Admin permissions are locked' for the default Admin role", async () => {
    const ada = await admin();
    const adminRole = await applicationRoleId(ctx.db, ada.organizationId, 'Admin');
    await ctx.db.deleteFrom('role_permissions').where('role_id', '=', adminRole).where('domain_name', '=', 'users').execute();
    const response = await ada.api.post('/api/role-permissions', { roleId: adminRole, domainName: 'users', ...flags });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'RULE_VIOLATION', message: 'Admin permissions are locked' });
  });

  it("answers 404 for another organization's role", async () => {
    const ada = await admin();
    const bob = await admin();
    const { roleId } = await customRoleWithRow(ctx.db, bob.organizationId);
    const response = await ada.api.post('/api/role-permissions', { roleId, domainName: 'users', ...flags });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 with details for a missing flag, an unknown domain or an unknown field', async () => {
    const ada = await admin();
    const { roleId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await ada.api.post('/api/role-permissions', { roleId, domainName: 'reports', canRead: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['domainName', 'canCreate']),
    );
    const extra = await ada.api.post('/api/role-permissions', { roleId, domainName: 'users', ...flags, canAll: true });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 403 naming settings.create for an Editor', async () => {
    const ada = await admin();
    const editor = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, editor.user.id, 'Editor');
    const { roleId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await caller(app, editor.accessToken, ada.organizationId).post('/api/role-permissions', {
      roleId,
      domainName: 'users',
      ...flags,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('settings.create');
  });
});

describe('PATCH /api/role-permissions/:id', () => {
  it('changes only the flags sent', async () => {
    const ada = await admin();
    const { permissionId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await ada.api.patch(`/api/role-permissions/${permissionId}`, { canUpdate: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...flags, canUpdate: true });
  });

  it('answers 400 for an empty body, a non-boolean flag or another field', async () => {
    const ada = await admin();
    const { permissionId, roleId } = await customRoleWithRow(ctx.db, ada.organizationId);
    expect((await ada.api.patch(`/api/role-permissions/${permissionId}`, {})).statusCode).toBe(400);
    expect((await ada.api.patch(`/api/role-permissions/${permissionId}`, { canRead: 'yes' })).statusCode).toBe(400);
    const moved = await ada.api.patch(`/api/role-permissions/${permissionId}`, { roleId, canRead: false });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([{ field: 'roleId', message: 'Unknown field' }]);
  });

  it("answers 422 for the default Admin role's rows, but lets a Custom role of type Admin change", async () => {
    const ada = await admin();
    const adminRole = await applicationRoleId(ctx.db, ada.organizationId, 'Admin');
    const rows = (await ada.api.get(`/api/role-permissions/by-role/${adminRole}`)).json<RolePermission[]>();
    const response = await ada.api.patch(`/api/role-permissions/${rows[0]!.id}`, { canRead: false });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'RULE_VIOLATION', message: 'Admin permissions are locked' });
    const customAdmin = await grantCustomRole(ctx.db, ada.organizationId, ada.user.id, [
      { domain: 'users', canRead: true },
    ]);
    const [customRow] = (await ada.api.get(`/api/role-permissions/by-role/${customAdmin}`)).json<RolePermission[]>();
    expect((await ada.api.patch(`/api/role-permissions/${customRow!.id}`, { canRead: false })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's row", async () => {
    const ada = await admin();
    const bob = await admin();
    const { permissionId } = await customRoleWithRow(ctx.db, bob.organizationId);
    expect((await ada.api.patch(`/api/role-permissions/${permissionId}`, { canRead: false })).statusCode).toBe(404);
  });

  it('takes effect on the very next request of a member of the role', async () => {
    const ada = await admin();
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, member.user.id, 'Viewer');
    const roleId = await grantCustomRole(ctx.db, ada.organizationId, member.user.id, [
      { domain: 'settings', canRead: false },
    ]);
    const memberApi = caller(app, member.accessToken, ada.organizationId);
    expect((await memberApi.get('/api/roles')).statusCode).toBe(403);
    const [row] = (await ada.api.get(`/api/role-permissions/by-role/${roleId}`)).json<RolePermission[]>();
    expect((await ada.api.patch(`/api/role-permissions/${row!.id}`, { canRead: true })).statusCode).toBe(200);
    expect((await memberApi.get('/api/roles')).statusCode).toBe(200);
    expect((await ada.api.patch(`/api/role-permissions/${row!.id}`, { canRead: false })).statusCode).toBe(200);
    expect((await memberApi.get('/api/roles')).statusCode).toBe(403);
  });

  it('a row granted by POST takes effect on the next request too', async () => {
    const ada = await admin();
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, member.user.id, 'Viewer');
    const roleId = await grantCustomRole(ctx.db, ada.organizationId, member.user.id);
    const memberApi = caller(app, member.accessToken, ada.organizationId);
    expect((await memberApi.get('/api/role-permissions')).statusCode).toBe(403);
    const created = await ada.api.post('/api/role-permissions', { roleId, domainName: 'settings', ...flags });
    expect(created.statusCode).toBe(201);
    expect((await memberApi.get('/api/role-permissions')).statusCode).toBe(200);
  });
});

describe('DELETE /api/role-permissions/:id', () => {
  it('deletes a Custom role’s row', async () => {
    const ada = await admin();
    const { permissionId } = await customRoleWithRow(ctx.db, ada.organizationId);
    expect((await ada.api.delete(`/api/role-permissions/${permissionId}`)).statusCode).toBe(204);
    expect((await ada.api.get(`/api/role-permissions/${permissionId}`)).statusCode).toBe(404);
  });

  it("answers 422 for the default Admin role's rows, 404 for another organization's row", async () => {
    const ada = await admin();
    const bob = await admin();
    const adminRole = await applicationRoleId(ctx.db, ada.organizationId, 'Admin');
    const rows = (await ada.api.get(`/api/role-permissions/by-role/${adminRole}`)).json<RolePermission[]>();
    const locked = await ada.api.delete(`/api/role-permissions/${rows[0]!.id}`);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe('Admin permissions are locked');
    const { permissionId } = await customRoleWithRow(ctx.db, bob.organizationId);
    expect((await ada.api.delete(`/api/role-permissions/${permissionId}`)).statusCode).toBe(404);
  });

  it('answers 403 naming settings.delete for a Viewer', async () => {
    const ada = await admin();
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, viewer.user.id, 'Viewer');
    const { permissionId } = await customRoleWithRow(ctx.db, ada.organizationId);
    const response = await caller(app, viewer.accessToken, ada.organizationId).delete(
      `/api/role-permissions/${permissionId}`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('settings.delete');
  });
});
