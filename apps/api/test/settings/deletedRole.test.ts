import type { Role } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { register } from '../support/api';
import { applicationRoleId } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { caller, registerAdmin } from './settingsApi';

// The settings journey's sequence (e2e/journeys/settings-roles.e2e.ts) through the API alone.

const ctx = useTestApp();
const app = () => ctx.app;

describe('a deleted Custom role, through the API only', () => {
  it("takes its flags away on the member's next request, after they used them (the settings journey)", async () => {
    const ada = await registerAdmin(app);
    const max = await register(ctx.app);
    const added = await ada.api.post(`/api/organizations/${ada.organizationId}/users`, { userId: max.user.id, roleType: 'Viewer' });
    expect(added.statusCode, added.body).toBe(201);
    const asMax = caller(app, max.accessToken, ada.organizationId);
    expect((await asMax.get('/api/roles')).statusCode).toBe(403);

    const role = (await ada.api.post('/api/roles', { name: 'Release Manager', roleType: 'Viewer', category: 'Custom' })).json<Role>();
    const permission = await ada.api.post('/api/role-permissions', {
      roleId: role.id,
      domainName: 'settings',
      canCreate: false,
      canRead: true,
      canUpdate: false,
      canDelete: false,
    });
    expect(permission.statusCode, permission.body).toBe(201);
    const permissionId = permission.json<{ id: string }>().id;
    expect((await ada.api.patch(`/api/role-permissions/${permissionId}`, { canCreate: true })).statusCode).toBe(200);
    const viewer = await applicationRoleId(ctx.db, ada.organizationId, 'Viewer');
    const put = await ada.api.put(`/api/organizations/${ada.organizationId}/users/${max.user.id}/roles`, {
      roleIds: [viewer, role.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await asMax.get('/api/roles')).statusCode).toBe(200);
    const made = await asMax.post('/api/roles', { name: 'Made By Max', roleType: 'Viewer', category: 'Custom' });
    expect(made.statusCode, made.body).toBe(201);

    expect((await ada.api.patch(`/api/roles/${role.id}`, { name: 'Release Captain' })).statusCode).toBe(200);
    expect((await ada.api.delete(`/api/roles/${made.json<Role>().id}`)).statusCode).toBe(204);
    expect((await ada.api.delete(`/api/roles/${role.id}`)).statusCode).toBe(204);
    expect((await asMax.get('/api/roles')).statusCode).toBe(403);
  });
});
