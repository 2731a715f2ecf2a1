import { ORGANIZATION_HEADER } from '@okr/contract';
import type { AuditEvent, ScimEventList, ScimGroup } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { scoped } from '../../src/db/scoped';
import { bearer, register } from '../support/api';
import { applicationRoleId } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, expectScimError, scimWorld } from './scimApi';
import type { ScimWorld } from './scimApi';

// The journey of issue 33's "Done means": an IT admin provisions ten people and two groups by
// SCIM, changes a group's members, and sets one person `active: false`, who is then signed out of
// that organization at their next request.

const ctx = useTestApp();

async function provision(world: ScimWorld, email: string, givenName = 'Given', familyName = 'Family') {
  const response = await world.scim({
    method: 'POST',
    url: '/Users',
    payload: { schemas: [USER_SCHEMA], userName: email, name: { givenName, familyName }, emails: [{ primary: true, value: email, type: 'work' }], active: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function rolesOf(world: ScimWorld, userId: string): Promise<string[]> {
  const rows = await scoped(ctx.db, world.organizationId)
    .selectFrom('roles')
    .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .select('roles.role_type')
    .where('user_roles.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.role_type).sort();
}

describe('SCIM provisioning', () => {
  it('provisions ten people and two groups, maps a group to a role, and follows a change of members', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const domain = `acme-${Math.random().toString(36).slice(2, 8)}.test`;
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) ids.push(await provision(world, `person${index}@${domain}`, `Person${index}`, 'Acme'));

    const listed = await world.scim({ method: 'GET', url: '/Users?startIndex=1&count=100' });
    expect(listed.json()).toMatchObject({ totalResults: 10, itemsPerPage: 10, startIndex: 1 });
    const secondPage = await world.scim({ method: 'GET', url: '/Users?startIndex=9&count=5' });
    expect(secondPage.json()).toMatchObject({ totalResults: 10, itemsPerPage: 2, startIndex: 9 });

    // Every one of them is an active member with the default role (Viewer: no SSO connection).
    const members = await scoped(ctx.db, world.organizationId).selectFrom('organization_members').select(['user_id', 'is_active']).where('user_id', 'in', ids).execute();
    expect(members).toHaveLength(10);
    expect(members.every((member) => member.is_active)).toBe(true);
    for (const id of ids) expect(await rolesOf(world, id)).toEqual(['Viewer']);
    // No password: the account is made for single sign-on or a reset link.
    const account = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(account.password_hash).toBe('!sso-only');

    const engineering = await world.scim({
      method: 'POST',
      url: '/Groups',
      payload: { schemas: [GROUP_SCHEMA], displayName: 'Engineering', externalId: 'eng-1', members: ids.slice(0, 6).map((value) => ({ value })) },
    });
    expect(engineering.statusCode, engineering.body).toBe(201);
    const sales = await world.scim({ method: 'POST', url: '/Groups', payload: { schemas: [GROUP_SCHEMA], displayName: 'Sales', members: ids.slice(6).map((value) => ({ value })) } });
    expect(sales.statusCode, sales.body).toBe(201);
    const engineeringId = engineering.json<{ id: string }>().id;

    // The admin maps Engineering to Editor in settings: its six members become Editors.
    const editorId = await applicationRoleId(ctx.db, world.organizationId, 'Editor');
    const mapped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/organizations/${world.organizationId}/scim-groups/${engineeringId}/role`,
      headers: world.headers,
      payload: { roleId: editorId },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<ScimGroup>()).toMatchObject({ displayName: 'Engineering', role: { id: editorId, name: 'Editor' }, memberCount: 6 });
    for (const id of ids.slice(0, 6)) expect(await rolesOf(world, id)).toEqual(['Editor']);
    for (const id of ids.slice(6)) expect(await rolesOf(world, id)).toEqual(['Viewer']);

    // The IdP moves person 5 out of Engineering and person 6 into it.
    const changed = await world.scim({
      method: 'PATCH',
      url: `/Groups/${engineeringId}`,
      payload: {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'remove', path: `members[value eq "${ids[5]}"]` },
          { op: 'add', path: 'members', value: [{ value: ids[6] }] },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ members: { value: string }[] }>().members.map((member) => member.value).sort()).toEqual([...ids.slice(0, 5), ids[6]].sort());
    expect(await rolesOf(world, ids[5]!)).toEqual(['Viewer']);
    expect(await rolesOf(world, ids[6]!)).toEqual(['Editor']);

    const groups = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}/scim-groups`, headers: world.headers });
    expect(groups.json<ScimGroup[]>().map((group) => [group.displayName, group.memberCount])).toEqual([
      ['Engineering', 6],
      ['Sales', 4],
    ]);

    // The trail names the token for each of these, and the settings route shows the last ones.
    const events = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}/scim-events?limit=100`, headers: world.headers });
    expect(events.statusCode, events.body).toBe(200);
    const list = events.json<ScimEventList>();
    const provisioned = list.items.filter((event: AuditEvent) => event.action === 'scim.user_provisioned');
    expect(provisioned).toHaveLength(10);
    expect(provisioned[0]).toMatchObject({ actorType: 'scim', actorId: world.token.id, actorName: world.token.prefix, actorEmail: null });
    expect(list.items.map((event) => event.action)).toEqual(expect.arrayContaining(['scim.group_created', 'scim.group_updated', 'scim.group_role_mapped', 'scim.token_created']));
  });

  it('signs a person out of the organization at their next request when set active:false, and reactivation restores them', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    // Someone who already has an account (and a session) is provisioned: the account is linked.
    const person = await register(ctx.app);
    const id = await provision(world, person.email);
    expect(id).toBe(person.user.id);
    const inOrganization = { ...bearer(person.accessToken), [ORGANIZATION_HEADER]: world.organizationId };
    const before = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}`, headers: inOrganization });
    expect(before.statusCode, before.body).toBe(200);

    // Entra ID's shape: the value as the string "False".
    const off = await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}`, headers: inOrganization });
    expect([403, 404]).toContain(after.statusCode);
    const objectives = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: inOrganization });
    expect([403, 404]).toContain(objectives.statusCode);

    // Okta's shape: a path-less value object with a boolean.
    const on = await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] } });
    expect(on.json()).toMatchObject({ active: true });
    const back = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}`, headers: inOrganization });
    expect(back.statusCode).toBe(200);
    expect(await rolesOf(world, id)).toEqual(['Viewer']);

    // DELETE deactivates too, and the resource is gone for SCIM (a later POST provisions again).
    const deleted = await world.scim({ method: 'DELETE', url: `/Users/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}`, headers: inOrganization })).statusCode).not.toBe(200);
    expectScimError(await world.scim({ method: 'GET', url: `/Users/${id}` }), 404);
    expect(await provision(world, person.email)).toBe(id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/organizations/${world.organizationId}`, headers: inOrganization })).statusCode).toBe(200);

    const actions = (await ctx.db.selectFrom('audit_events').select(['action', 'actor_type']).where('organization_id', '=', world.organizationId).where('target_id', '=', id).orderBy('occurred_at').execute());
    expect(actions.map((row) => row.action)).toEqual(['scim.user_provisioned', 'scim.user_deactivated', 'scim.user_reactivated', 'scim.user_deleted', 'scim.user_provisioned']);
    expect(actions.every((row) => row.actor_type === 'scim')).toBe(true);
  });

  it('never deprovisions the owner (409), and writes nothing', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const ownerId = await provision(world, world.owner.email);
    expect(ownerId).toBe(world.owner.user.id);
    const off = await world.scim({ method: 'PATCH', url: `/Users/${ownerId}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] } });
    expectScimError(off, 409);
    expectScimError(await world.scim({ method: 'DELETE', url: `/Users/${ownerId}` }), 409);
    const put = await world.scim({ method: 'PUT', url: `/Users/${ownerId}`, payload: { schemas: [USER_SCHEMA], userName: world.owner.email, active: false } });
    expectScimError(put, 409);
    const membership = await scoped(ctx.db, world.organizationId).selectFrom('organization_members').select('is_active').where('user_id', '=', ownerId).executeTakeFirstOrThrow();
    expect(membership.is_active).toBe(true);
    const resource = await world.scim({ method: 'GET', url: `/Users/${ownerId}` });
    expect(resource.json()).toMatchObject({ active: true, meta: { version: 'W/"1"' } });
    expect(await rolesOf(world, ownerId)).toEqual(['Admin']);
  });
});
