import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { ENTERPRISE_USER, GROUP_SCHEMA, PATCH_OP, entraUser, expectScimError, scimWorld } from './scimApi';

// The requests Microsoft Entra ID's provisioning service sends, in the shapes its "SCIM 2.0
// protocol compliance" examples document: the enterprise extension on create, filters by userName
// and externalId, PATCH with "Replace"/"Add"/"Remove" and `emails[type eq "work"].value`,
// `active` as "False", groups read with `excludedAttributes=members`, members removed by value.

const ctx = useTestApp({ logLevel: 'silent' });
const q = (filter: string) => encodeURIComponent(filter);

describe('Microsoft Entra ID requests', () => {
  it('creates a user, finds it by userName and externalId, and answers an empty list for an unknown one', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    // Entra ID checks that the user does not exist yet first.
    const absent = await world.scim({ method: 'GET', url: `/Users?filter=${q('userName eq "entra-a@contoso.test"')}` });
    expect(absent.json()).toEqual({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    const created = await world.scim({ method: 'POST', url: '/Users', payload: { ...entraUser('entra-a'), [ENTERPRISE_USER]: { department: 'R&D', manager: { value: '' } } } });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<{ id: string; meta: { version: string; location: string } }>();
    expect(created.headers.location).toBe(user.meta.location);
    expect(created.headers.etag).toBe(user.meta.version);
    expect(created.json()).toMatchObject({ userName: 'entra-a@contoso.test', externalId: 'entra-a-external', active: true, name: { givenName: 'Given-entra-a', familyName: 'Family' } });

    const byUserName = await world.scim({ method: 'GET', url: `/Users?filter=${q('userName eq "ENTRA-A@contoso.test"')}` });
    expect(byUserName.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    const byExternalId = await world.scim({ method: 'GET', url: `/Users?filter=${q('externalId eq "entra-a-external"')}` });
    expect(byExternalId.json()).toMatchObject({ totalResults: 1, Resources: [{ id: user.id }] });
    // externalId is case-exact.
    expect((await world.scim({ method: 'GET', url: `/Users?filter=${q('externalId eq "ENTRA-A-EXTERNAL"')}` })).json()).toMatchObject({ totalResults: 0 });
    // Entra ID's duplicate create: 409 uniqueness.
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: entraUser('entra-a') }), 409, 'uniqueness');
  });

  it('applies its PATCH of attributes, the disable as "False", and the enterprise extension it may send', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const { id } = (await world.scim({ method: 'POST', url: '/Users', payload: entraUser('entra-b') })).json<{ id: string }>();
    const patched = await world.scim({
      method: 'PATCH',
      url: `/Users/${id}`,
      payload: {
        schemas: [PATCH_OP],
        Operations: [
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'entra-b@contoso.test' },
          { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
          { op: 'Add', path: `${ENTERPRISE_USER}:manager`, value: 'someone' },
          { op: 'Replace', path: 'externalId', value: 'entra-b-external-2' },
          { op: 'Add', path: 'title', value: 'Engineer' },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: { familyName: 'updatedFamilyName' }, externalId: 'entra-b-external-2', meta: { version: 'W/"2"' } });
    expect(patched.headers.etag).toBe('W/"2"');

    const disabled = await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] } });
    expect(disabled.json()).toMatchObject({ active: false });
    // Read back by filter, a disabled user still has `active` (Entra ID's validator checks it).
    const found = await world.scim({ method: 'GET', url: `/Users?filter=${q('userName eq "entra-b@contoso.test"')}` });
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id, active: false }] });
    const enabled = await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] } });
    expect(enabled.json()).toMatchObject({ active: true });

    // The hard delete, 30 days after a soft one.
    expect((await world.scim({ method: 'DELETE', url: `/Users/${id}` })).statusCode).toBe(204);
    expectScimError(await world.scim({ method: 'GET', url: `/Users/${id}` }), 404);
  });

  it('creates a group, reads it without members, adds and removes members as it does, and renames it', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const alice = (await world.scim({ method: 'POST', url: '/Users', payload: entraUser('entra-alice') })).json<{ id: string }>().id;
    const bob = (await world.scim({ method: 'POST', url: '/Users', payload: entraUser('entra-bob') })).json<{ id: string }>().id;

    const created = await world.scim({
      method: 'POST',
      url: '/Groups',
      payload: { schemas: [GROUP_SCHEMA], externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', displayName: 'displayName', meta: { resourceType: 'Group' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json<{ id: string }>().id;

    const filtered = await world.scim({ method: 'GET', url: `/Groups?excludedAttributes=members&filter=${q('displayName eq "displayName"')}` });
    expect(filtered.json()).toMatchObject({ totalResults: 1, Resources: [{ id: groupId, displayName: 'displayName' }] });
    expect(filtered.json<{ Resources: object[] }>().Resources[0]).not.toHaveProperty('members');
    const withoutMembers = await world.scim({ method: 'GET', url: `/Groups/${groupId}?excludedAttributes=members` });
    expect(withoutMembers.json()).not.toHaveProperty('members');

    const added = await world.scim({
      method: 'PATCH',
      url: `/Groups/${groupId}`,
      payload: { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: alice }, { $ref: null, value: bob }] }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const removed = await world.scim({
      method: 'PATCH',
      url: `/Groups/${groupId}`,
      payload: { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: alice }] }] },
    });
    expect(removed.json<{ members: { value: string }[] }>().members.map((member) => member.value)).toEqual([bob]);
    const renamed = await world.scim({
      method: 'PATCH',
      url: `/Groups/${groupId}`,
      payload: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'displayName', value: '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName' }] },
    });
    expect(renamed.json()).toMatchObject({ displayName: '1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName' });
    // The user resource lists its groups (read-only).
    expect((await world.scim({ method: 'GET', url: `/Users/${bob}` })).json()).toMatchObject({ groups: [{ value: groupId }] });

    expect((await world.scim({ method: 'DELETE', url: `/Groups/${groupId}` })).statusCode).toBe(204);
    expectScimError(await world.scim({ method: 'GET', url: `/Groups/${groupId}` }), 404);
  });

  it('sends application/json as well as application/scim+json', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const created = await world.scim({ method: 'POST', url: '/Users', payload: entraUser('entra-json'), contentType: 'application/json' });
    expect(created.statusCode, created.body).toBe(201);
    expect(String(created.headers['content-type'])).toContain('application/scim+json');
  });
});
