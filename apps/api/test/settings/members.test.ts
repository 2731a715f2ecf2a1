import { randomUUID } from 'node:crypto';
import type { OrganizationMember, RoleRef, UserSearchResult } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { register, uniqueEmail } from '../support/api';
import { applicationRoleId, customRoleWithRow, grantCustomRole, joinOrganization } from '../support/membership';
import { startEarlyInAMinute } from '../support/startEarlyInAMinute';
import { useTestApp } from '../support/testApp';
import { USER_SEARCH_RATE_LIMIT } from '../../src/modules/settings/memberRoutes';
import { anonymous, caller, registerAdmin } from './settingsApi';

const ctx = useTestApp();
const app = () => ctx.app;

/** A new user, Owner and Admin of their own organization. */
const admin = (body: Parameters<typeof registerAdmin>[1] = {}) => registerAdmin(app, body);

const membersUrl = (organizationId: string) => `/api/organizations/${organizationId}/users`;
const memberUrl = (organizationId: string, userId: string) => `/api/organizations/${organizationId}/users/${userId}`;
const rolesUrl = (organizationId: string, userId: string) => `${memberUrl(organizationId, userId)}/roles`;

describe('GET /api/organizations/:id/users', () => {
  it("lists the members with the spec's fields", async () => {
    const ada = await admin({ firstName: 'Ada', lastName: 'Lovelace' });
    const grace = await register(ctx.app, { firstName: 'Grace', lastName: 'Hopper' });
    await joinOrganization(ctx.db, ada.organizationId, grace.user.id, 'Editor');
    const response = await ada.api.get(membersUrl(ada.organizationId));
    expect(response.statusCode).toBe(200);
    const members = response.json<OrganizationMember[]>();
    expect(members).toEqual([
      {
        id: ada.user.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ada.email,
        roleType: 'Admin',
        membershipType: 'Owner',
        joinedAt: expect.any(String),
        isActive: true,
      },
      {
        id: grace.user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: grace.email,
        roleType: 'Editor',
        membershipType: 'Member',
        joinedAt: expect.any(String),
        isActive: true,
      },
    ]);
  });

  it('answers 403 naming users.read for a Custom role without rows, 404 outside, 401 anonymously', async () => {
    const ada = await admin();
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, member.user.id, 'Viewer');
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', member.user.id).execute();
    await grantCustomRole(ctx.db, ada.organizationId, member.user.id);
    const refused = await caller(app, member.accessToken).get(membersUrl(ada.organizationId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('users.read');
    const bob = await admin();
    expect((await ada.api.get(membersUrl(bob.organizationId))).statusCode).toBe(404);
    expect((await ada.api.get(membersUrl(randomUUID()))).statusCode).toBe(404);
    expect((await anonymous(app)('GET', membersUrl(ada.organizationId))).statusCode).toBe(401);
  });
});

describe('POST /api/organizations/:id/users', () => {
  it('adds a user with the Application role of the type given and answers a message', async () => {
    const ada = await admin();
    const grace = await register(ctx.app);
    const response = await ada.api.post(membersUrl(ada.organizationId), { userId: grace.user.id, roleType: 'Viewer' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const roles = (await ada.api.get(rolesUrl(ada.organizationId, grace.user.id))).json<RoleRef[]>();
    expect(roles.map((role) => [role.roleType, role.category])).toEqual([['Viewer', 'Application']]);
    const members = (await ada.api.get(membersUrl(ada.organizationId))).json<OrganizationMember[]>();
    expect(members.find((member) => member.id === grace.user.id)).toMatchObject({
      roleType: 'Viewer',
      membershipType: 'Member',
    });
  });

  it('answers 409 for a user already in the organization', async () => {
    const ada = await admin();
    const grace = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, grace.user.id, 'Editor');
    const again = await ada.api.post(membersUrl(ada.organizationId), { userId: grace.user.id, roleType: 'Editor' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    const owner = await ada.api.post(membersUrl(ada.organizationId), { userId: ada.user.id, roleType: 'Viewer' });
    expect(owner.statusCode).toBe(409);
  });

  it('answers 422 for SuperAdmin, 404 for an unknown user, 400 for a bad role type or a missing user', async () => {
    const ada = await admin();
    const grace = await register(ctx.app);
    const superAdmin = await ada.api.post(membersUrl(ada.organizationId), {
      userId: grace.user.id,
      roleType: 'SuperAdmin',
    });
    expect(superAdmin.statusCode).toBe(422);
    expect(superAdmin.json()).toMatchObject({ code: 'RULE_VIOLATION' });
    for (const userId of [randomUUID(), 'nope']) {
      const unknown = await ada.api.post(membersUrl(ada.organizationId), { userId, roleType: 'Viewer' });
      expect(unknown.statusCode).toBe(404);
    }
    const bad = await ada.api.post(membersUrl(ada.organizationId), { roleType: 'Owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['userId', 'roleType']),
    );
  });

  it('answers 403 naming users.create for an Editor and 404 in another organization', async () => {
    const ada = await admin();
    const editor = await register(ctx.app);
    const grace = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, editor.user.id, 'Editor');
    const refused = await caller(app, editor.accessToken).post(membersUrl(ada.organizationId), {
      userId: grace.user.id,
      roleType: 'Viewer',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('users.create');
    const bob = await admin();
    const elsewhere = await ada.api.post(membersUrl(bob.organizationId), { userId: grace.user.id, roleType: 'Viewer' });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('DELETE /api/organizations/:id/users/:userId', () => {
  it('removes a member and their roles there, and the organization stops being their current one', async () => {
    const ada = await admin();
    const grace = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, grace.user.id, 'Editor');
    const customRole = await grantCustomRole(ctx.db, ada.organizationId, grace.user.id);
    await ctx.db
      .updateTable('users')
      .set({ current_organization_id: ada.organizationId })
      .where('id', '=', grace.user.id)
      .execute();
    expect((await ada.api.delete(memberUrl(ada.organizationId, grace.user.id))).statusCode).toBe(204);
    const members = (await ada.api.get(membersUrl(ada.organizationId))).json<OrganizationMember[]>();
    expect(members.map((member) => member.id)).toEqual([ada.user.id]);
    const held = await ctx.db.selectFrom('user_roles').select('role_id').where('user_id', '=', grace.user.id).execute();
    expect(held.map((row) => row.role_id)).not.toContain(customRole);
    const user = await ctx.db.selectFrom('users').select('current_organization_id').where('id', '=', grace.user.id).executeTakeFirstOrThrow();
    expect(user.current_organization_id).toBeNull();
    // Their own organization and roles there are untouched.
    expect((await caller(app, grace.accessToken, grace.organization!.id).get('/api/roles')).statusCode).toBe(200);
    expect((await caller(app, grace.accessToken, ada.organizationId).get('/api/roles')).statusCode).toBe(404);
  });

  it('answers 422 for the Owner, 404 for a non-member, 403 naming users.delete for a Viewer', async () => {
    const ada = await admin();
    const owner = await ada.api.delete(memberUrl(ada.organizationId, ada.user.id));
    expect(owner.statusCode).toBe(422);
    expect(owner.json()).toMatchObject({ code: 'RULE_VIOLATION' });
    const stranger = await register(ctx.app);
    expect((await ada.api.delete(memberUrl(ada.organizationId, stranger.user.id))).statusCode).toBe(404);
    expect((await ada.api.delete(memberUrl(ada.organizationId, 'nope'))).statusCode).toBe(404);
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, viewer.user.id, 'Viewer');
    const refused = await caller(app, viewer.accessToken).delete(memberUrl(ada.organizationId, viewer.user.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('users.delete');
  });
});

describe('GET and PUT /api/organizations/:id/users/:userId/roles', () => {
  it("replaces a member's roles with Application and Custom roles; a Custom role's flags then decide", async () => {
    const ada = await admin();
    const grace = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, grace.user.id, 'Viewer');
    const { roleId } = await customRoleWithRow(ctx.db, ada.organizationId, { domain: 'settings', canRead: true });
    const graceApi = caller(app, grace.accessToken, ada.organizationId);
    expect((await graceApi.get('/api/roles')).statusCode).toBe(403);
    const response = await ada.api.put(rolesUrl(ada.organizationId, grace.user.id), { roleIds: [roleId] });
    expect(response.statusCode).toBe(200);
    expect(response.json<RoleRef[]>().map((role) => role.id)).toEqual([roleId]);
    expect((await ada.api.get(rolesUrl(ada.organizationId, grace.user.id))).json()).toEqual(response.json());
    expect((await graceApi.get('/api/roles')).statusCode).toBe(200);
    // The Viewer role is gone: objectives/users flags come only from the Custom role now.
    expect((await graceApi.get(membersUrl(ada.organizationId))).statusCode).toBe(403);
  });

  it('keeps the Admin role for the Owner (422) and answers 400 for no role', async () => {
    const ada = await admin();
    const editorRole = await applicationRoleId(ctx.db, ada.organizationId, 'Editor');
    const adminRole = await applicationRoleId(ctx.db, ada.organizationId, 'Admin');
    const refused = await ada.api.put(rolesUrl(ada.organizationId, ada.user.id), { roleIds: [editorRole] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RULE_VIOLATION' });
    const kept = await ada.api.put(rolesUrl(ada.organizationId, ada.user.id), { roleIds: [adminRole, editorRole] });
    expect(kept.statusCode).toBe(200);
    const empty = await ada.api.put(rolesUrl(ada.organizationId, ada.user.id), { roleIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('roleIds');
  });

  it("answers 404 for another organization's role, the SuperAdmin role, a non-member or another organization", async () => {
    const ada = await admin();
    const bob = await admin();
    const grace = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, grace.user.id, 'Viewer');
    const bobsRole = await applicationRoleId(ctx.db, bob.organizationId, 'Viewer');
    const adasViewer = await applicationRoleId(ctx.db, ada.organizationId, 'Viewer');
    for (const roleIds of [[bobsRole], [adasViewer, bobsRole], ['nope']]) {
      expect((await ada.api.put(rolesUrl(ada.organizationId, grace.user.id), { roleIds })).statusCode).toBe(404);
    }
    const stranger = await register(ctx.app);
    expect((await ada.api.get(rolesUrl(ada.organizationId, stranger.user.id))).statusCode).toBe(404);
    expect(
      (await ada.api.put(rolesUrl(ada.organizationId, stranger.user.id), { roleIds: [adasViewer] })).statusCode,
    ).toBe(404);
    expect((await ada.api.get(rolesUrl(bob.organizationId, bob.user.id))).statusCode).toBe(404);
  });

  it('answers 403 naming users.update for an Editor', async () => {
    const ada = await admin();
    const editor = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, editor.user.id, 'Editor');
    const adminRole = await applicationRoleId(ctx.db, ada.organizationId, 'Admin');
    const refused = await caller(app, editor.accessToken).put(rolesUrl(ada.organizationId, editor.user.id), {
      roleIds: [adminRole],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('users.update');
  });
});

describe('GET /api/users/search', () => {
  it('finds users by exact email or prefix, with id, fullName and email only', async () => {
    const ada = await admin();
    const prefix = `find-${randomUUID().slice(0, 8)}`;
    const grace = await register(ctx.app, { email: `${prefix}@grace.test`, firstName: 'Grace', lastName: 'Hopper' });
    const exact = await ada.api.get(`/api/users/search?email=${encodeURIComponent(grace.email.toUpperCase())}`);
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toEqual([{ id: grace.user.id, fullName: 'Grace Hopper', email: grace.email }]);
    const byPrefix = (await ada.api.get(`/api/users/search?email=${prefix}`)).json<UserSearchResult[]>();
    expect(byPrefix.map((user) => user.id)).toEqual([grace.user.id]);
    // LIKE wildcards are matched literally.
    expect((await ada.api.get(`/api/users/search?email=${prefix.slice(0, 4)}%25`)).json()).toEqual([]);
  });

  it('never returns members of excludeOrgId', async () => {
    const ada = await admin();
    const prefix = `excl-${randomUUID().slice(0, 8)}`;
    const grace = await register(ctx.app, { email: `${prefix}-a@test.okr` });
    const alan = await register(ctx.app, { email: `${prefix}-b@test.okr` });
    await joinOrganization(ctx.db, ada.organizationId, grace.user.id, 'Viewer');
    const response = await ada.api.get(`/api/users/search?email=${prefix}&excludeOrgId=${ada.organizationId}`);
    expect(response.json<UserSearchResult[]>().map((user) => user.id)).toEqual([alan.user.id]);
  });

  it('answers 400 under 2 characters or without email, 404 for an excludeOrgId the caller is not in', async () => {
    const ada = await admin();
    const short = await ada.api.get('/api/users/search?email=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('email');
    expect((await ada.api.get('/api/users/search')).statusCode).toBe(400);
    const bob = await admin();
    const elsewhere = await ada.api.get(`/api/users/search?email=${uniqueEmail()}&excludeOrgId=${bob.organizationId}`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await ada.api.get(`/api/users/search?email=ab&excludeOrgId=nope`)).statusCode).toBe(404);
  });

  it('answers 403 naming users.read without the flag and 401 anonymously', async () => {
    const ada = await admin();
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organizationId, member.user.id, 'Viewer');
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', member.user.id).execute();
    const refused = await caller(app, member.accessToken, ada.organizationId).get('/api/users/search?email=ab');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('users.read');
    expect((await anonymous(app)('GET', '/api/users/search?email=ab')).statusCode).toBe(401);
  });

  it('is rate limited per user (429 with Retry-After)', async () => {
    const ada = await admin();
    // The caller's current window already holds the maximum (and does not end before the search).
    await startEarlyInAMinute(5_000);
    const window = USER_SEARCH_RATE_LIMIT.windowSeconds * 1000;
    await ctx.db
      .insertInto('rate_limits')
      .values({
        key: `user-search:${ada.user.id}`,
        window_start: new Date(Math.floor(Date.now() / window) * window),
        count: USER_SEARCH_RATE_LIMIT.max,
      })
      .execute();
    const limited = await ada.api.get('/api/users/search?email=ab');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await admin();
    expect((await other.api.get('/api/users/search?email=ab')).statusCode).toBe(200);
  });
});
