import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { bearer, register } from '../support/api';
import { joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { ...bearer(token), ...headers } });

describe('GET /api/organizations', () => {
  it("lists the caller's organizations only", async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    const response = await get('/api/organizations', ada.accessToken);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((org: { id: string }) => org.id);
    expect(ids).toEqual([ada.organization!.id]);
    expect(ids).not.toContain(bob.organization!.id);
  });

  it('lists every organization for a SuperAdmin', async () => {
    const admin = await register(ctx.app);
    const other = await register(ctx.app);
    await grantSuperAdmin(ctx.db, admin.user.id);
    const ids = (await get('/api/organizations', admin.accessToken)).json().map((org: { id: string }) => org.id);
    expect(ids).toEqual(expect.arrayContaining([admin.organization!.id, other.organization!.id]));
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: '/api/organizations' })).statusCode).toBe(401);
  });
});

describe('GET /api/organizations/user', () => {
  it('answers each organization with the membership type and the roles held there', async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    await joinOrganization(ctx.db, bob.organization!.id, ada.user.id, 'Viewer');
    const response = await get('/api/organizations/user', ada.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: ada.organization!.id,
        membershipType: 'Owner',
        roles: [expect.objectContaining({ roleType: 'Admin', organizationId: ada.organization!.id })],
      }),
      expect.objectContaining({
        id: bob.organization!.id,
        membershipType: 'Member',
        roles: [expect.objectContaining({ roleType: 'Viewer', organizationId: bob.organization!.id })],
      }),
    ]);
  });

  it('leaves out memberships that were deactivated', async () => {
    const ada = await register(ctx.app);
    await ctx.db
      .updateTable('organization_members')
      .set({ is_active: false })
      .where('user_id', '=', ada.user.id)
      .execute();
    expect((await get('/api/organizations/user', ada.accessToken)).json()).toEqual([]);
  });
});

describe('GET /api/organizations/:id', () => {
  it('answers an organization the caller belongs to', async () => {
    const ada = await register(ctx.app);
    const response = await get(`/api/organizations/${ada.organization!.id}`, ada.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ada.organization);
  });

  it("answers 404 for another tenant's organization, exactly as for one that does not exist", async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    const foreign = await get(`/api/organizations/${bob.organization!.id}`, ada.accessToken);
    const missing = await get(`/api/organizations/${randomUUID()}`, ada.accessToken);
    const malformed = await get('/api/organizations/not-a-uuid', ada.accessToken);
    for (const response of [foreign, missing, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Organization not found', code: 'NOT_FOUND' });
    }
  });
});

describe('POST /api/organizations', () => {
  it('creates an organization with the caller as Owner and Admin, and its default roles', async () => {
    const ada = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: bearer(ada.accessToken),
      payload: {
        name: 'Difference Engines',
        website: 'https://engines.example',
        industry: 'Computing',
        size: 'medium',
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Difference Engines',
      website: 'https://engines.example',
      size: 'medium',
      plan: 'Free',
    });
    const mine = (await get('/api/organizations/user', ada.accessToken)).json();
    expect(mine.find((org: { id: string }) => org.id === created.id)).toMatchObject({
      membershipType: 'Owner',
      roles: [expect.objectContaining({ roleType: 'Admin' })],
    });
    const roles = await ctx.db
      .selectFrom('roles')
      .select('role_type')
      .where('organization_id', '=', created.id)
      .execute();
    expect(roles.map((role) => role.role_type).sort()).toEqual(['Admin', 'Editor', 'Viewer']);
    const permissionRows = await ctx.db
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select('role_permissions.id')
      .where('roles.organization_id', '=', created.id)
      .execute();
    expect(permissionRows).toHaveLength(6 + 5 + 5);
  });

  it('rejects a blank name', async () => {
    const ada = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: bearer(ada.accessToken),
      payload: { name: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'name' })]);
  });
});
