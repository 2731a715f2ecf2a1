import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, expectScimError, scimWorld } from './scimApi';

// The requests Okta's SCIM 2.0 client sends, in the shapes its "SCIM 2.0" provisioning reference
// documents: the import's first page, the userName lookup, the create with a password we do not
// keep, a full PUT, the deactivation as a path-less `replace` of `active`, and groups renamed with
// `{ id, displayName }` and members removed by `members[value eq "…"]`.

const ctx = useTestApp({ logLevel: 'silent' });
const q = (filter: string) => encodeURIComponent(filter);

function oktaUser(email: string) {
  return {
    schemas: [USER_SCHEMA],
    userName: email,
    name: { givenName: 'Test', familyName: 'User' },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: 'Test User',
    locale: 'en-US',
    externalId: '00ujl29u0le5T6Aj10h7',
    groups: [],
    password: '1mz050nq',
    active: true,
  };
}

describe('Okta requests', () => {
  it('answers the import pages Okta asks for when provisioning is set up', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const users = await world.scim({ method: 'GET', url: '/Users?startIndex=1&count=2' });
    expect(users.statusCode).toBe(200);
    expect(users.json()).toMatchObject({ totalResults: 0, startIndex: 1, Resources: [] });
    const groups = await world.scim({ method: 'GET', url: '/Groups?startIndex=1&count=100' });
    expect(groups.json()).toMatchObject({ totalResults: 0, Resources: [] });
  });

  it('looks the user up, creates it (never storing the password), replaces it by PUT and deactivates it', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const email = `test.user-${Math.random().toString(36).slice(2, 8)}@okta.test`;
    const lookup = await world.scim({ method: 'GET', url: `/Users?filter=${q(`userName eq "${email}"`)}&startIndex=1&count=100` });
    expect(lookup.json()).toMatchObject({ totalResults: 0 });

    const created = await world.scim({ method: 'POST', url: '/Users', payload: oktaUser(email) });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const account = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(account.password_hash).toBe('!sso-only');
    expect(JSON.stringify(await ctx.db.selectFrom('audit_events').selectAll().where('target_id', '=', id).execute())).not.toContain('1mz050nq');

    const put = await world.scim({ method: 'PUT', url: `/Users/${id}`, payload: { ...oktaUser(email), id, name: { givenName: 'Another', familyName: 'Name' } } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id, name: { givenName: 'Another', familyName: 'Name' }, active: true });

    const deactivated = await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] } });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ active: false });
    const membership = await ctx.db.selectFrom('organization_members').select('is_active').where('user_id', '=', id).where('organization_id', '=', world.organizationId).executeTakeFirstOrThrow();
    expect(membership.is_active).toBe(false);
  });

  it('creates a group, renames it, pushes members and removes one by members[value eq "…"]', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const ids: string[] = [];
    for (const label of ['one', 'two']) {
      const response = await world.scim({ method: 'POST', url: '/Users', payload: { ...oktaUser(`okta-${label}-${Math.random().toString(36).slice(2, 8)}@okta.test`), externalId: `okta-${label}` } });
      ids.push(response.json<{ id: string }>().id);
    }
    const created = await world.scim({ method: 'POST', url: '/Groups', payload: { schemas: [GROUP_SCHEMA], displayName: 'Test SCIMv2', members: [] } });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json<{ id: string }>().id;

    const found = await world.scim({ method: 'GET', url: `/Groups?filter=${q('displayName eq "Test SCIMv2"')}&startIndex=1&count=100` });
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id: groupId }] });

    const renamed = await world.scim({ method: 'PATCH', url: `/Groups/${groupId}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Test SCIMv2 renamed' } }] } });
    expect(renamed.json()).toMatchObject({ displayName: 'Test SCIMv2 renamed' });

    const pushed = await world.scim({
      method: 'PATCH',
      url: `/Groups/${groupId}`,
      payload: { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: ids.map((value) => ({ value, display: 'user@okta.test' })) }] },
    });
    expect(pushed.json<{ members: unknown[] }>().members).toHaveLength(2);

    const removed = await world.scim({ method: 'PATCH', url: `/Groups/${groupId}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${ids[0]}"]` }] } });
    expect(removed.json<{ members: { value: string }[] }>().members.map((member) => member.value)).toEqual([ids[1]]);

    // Okta's group push may replace the whole member list by PUT.
    const put = await world.scim({ method: 'PUT', url: `/Groups/${groupId}`, payload: { schemas: [GROUP_SCHEMA], id: groupId, displayName: 'Test SCIMv2 renamed', members: [{ value: ids[0] }] } });
    expect(put.json<{ members: { value: string }[] }>().members.map((member) => member.value)).toEqual([ids[0]]);

    expect((await world.scim({ method: 'DELETE', url: `/Groups/${groupId}` })).statusCode).toBe(204);
    expectScimError(await world.scim({ method: 'DELETE', url: `/Groups/${groupId}` }), 404);
  });
});
