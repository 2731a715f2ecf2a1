import { SCIM_MAX_PAGE_SIZE } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../support/api';
import { useTestApp } from '../support/testApp';
import { GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, entraUser, expectScimError, scimWorld } from './scimApi';
import type { ScimWorld } from './scimApi';

// Bad input under /scim/v2 answers the SCIM error schema, never a 5xx, and writes nothing.

const ctx = useTestApp({ logLevel: 'silent' });

async function counts(world: ScimWorld) {
  const count = async (table: 'scim_users' | 'scim_groups' | 'scim_group_members' | 'organization_members') =>
    Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', world.organizationId).executeTakeFirstOrThrow()).n);
  const audit = Number((await ctx.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', world.organizationId).executeTakeFirstOrThrow()).n);
  return { users: await count('scim_users'), groups: await count('scim_groups'), groupMembers: await count('scim_group_members'), members: await count('organization_members'), audit };
}

describe('SCIM bad input', () => {
  it('refuses missing, malformed, revoked and other kinds of tokens with 401 in the SCIM schema', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    expectScimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users' }), 401);
    expectScimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: bearer('scim_short') }), 401);
    expectScimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: bearer(`scim_${'A'.repeat(40)}`) }), 401);
    // A person's access token is not a SCIM token.
    expectScimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: bearer(world.owner.accessToken) }), 401);
    // Unknown endpoints answer 401 before 404, then 404 in the SCIM schema.
    expectScimError(await ctx.app.inject({ method: 'GET', url: '/scim/v2/Bulk' }), 401);
    expectScimError(await world.scim({ method: 'GET', url: '/Bulk' }), 404);

    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/organizations/${world.organizationId}/scim-tokens/${world.token.id}`, headers: world.headers });
    expect(revoked.statusCode).toBe(204);
    expectScimError(await world.scim({ method: 'GET', url: '/Users' }), 401);
  });

  it('answers 402 once the organization is no longer on Enterprise', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', world.organizationId).execute();
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: entraUser('downgraded') }), 402);
    expect((await counts(world)).users).toBe(0);
  });

  it('refuses malformed JSON, wrong media types, empty and huge bodies, and writes nothing', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const before = await counts(world);
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: '{"userName": "a@b.test",' }), 400, 'invalidSyntax');
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: '{"userName": "a@b.test"}', contentType: 'text/plain' }), 415);
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: '<User/>', contentType: 'application/xml' }), 415);
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: '', contentType: 'application/scim+json' }), 400);
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: '[1,2,3]' }), 400);
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: '{"__proto__": {"admin": true}, "userName": "p@b.test"}' }), 400);
    const huge = { ...entraUser('huge'), title: 'x'.repeat(2 * 1024 * 1024) };
    expectScimError(await world.scim({ method: 'POST', url: '/Users', payload: huge }), 413);
    const manyMembers = { schemas: [GROUP_SCHEMA], displayName: 'Huge', members: Array.from({ length: 40_000 }, (_, index) => ({ value: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` })) };
    expectScimError(await world.scim({ method: 'POST', url: '/Groups', payload: manyMembers }), 413);
    expect(await counts(world)).toEqual(before);
  });

  it('refuses resources that break the schema with 400, naming the attribute', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const before = await counts(world);
    const cases: unknown[] = [
      { schemas: [USER_SCHEMA] },
      { schemas: [USER_SCHEMA], userName: '' },
      { schemas: [USER_SCHEMA], userName: 'not-an-email' },
      { schemas: [USER_SCHEMA], userName: 'a@b.test', emails: 'a@b.test' },
      { schemas: [USER_SCHEMA], userName: 'a@b.test', emails: [{ value: 'nope' }] },
      { schemas: [USER_SCHEMA], userName: 'a@b.test', active: 'maybe' },
      { schemas: [USER_SCHEMA], userName: 'a\u0000@b.test' },
      { schemas: [USER_SCHEMA], userName: `${'a'.repeat(300)}@b.test` },
      { schemas: [USER_SCHEMA], userName: 'a@b.test', name: 'Ada' },
      { schemas: [USER_SCHEMA], userName: 'a@b.test', name: { givenName: 5 } },
    ];
    for (const payload of cases) expectScimError(await world.scim({ method: 'POST', url: '/Users', payload }), 400);
    const groups: unknown[] = [
      { schemas: [GROUP_SCHEMA] },
      { schemas: [GROUP_SCHEMA], displayName: '   ' },
      { schemas: [GROUP_SCHEMA], displayName: 'G', members: [{ value: '00000000-0000-4000-8000-000000000000' }] },
      { schemas: [GROUP_SCHEMA], displayName: 'G', members: [{ display: 'no value' }] },
      { schemas: [GROUP_SCHEMA], displayName: 'G', members: [{ value: 'not-a-uuid' }] },
    ];
    for (const payload of groups) expectScimError(await world.scim({ method: 'POST', url: '/Groups', payload }), 400);
    expect(await counts(world)).toEqual(before);
  });

  it('refuses filters that do not parse or ask for what is not supported with 400 invalidFilter', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    for (const filter of ['userName eq', 'userName eq "a" and', '((', 'userName zz "a"', 'title eq "x"', 'userName sw "a"', 'userName eq "a" or userName eq "b"', 'x'.repeat(2000)]) {
      expectScimError(await world.scim({ method: 'GET', url: `/Users?filter=${encodeURIComponent(filter)}` }), 400, filter.length > 1000 ? undefined : 'invalidFilter');
    }
    expectScimError(await world.scim({ method: 'GET', url: `/Groups?filter=${encodeURIComponent('members pr')}` }), 400, 'invalidFilter');
    expectScimError(await world.scim({ method: 'GET', url: '/Users?count=many' }), 400);
  });

  it('lowers count=10000 to the page size it announces, and reads startIndex below 1 as 1', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    for (let index = 0; index < 3; index++) await world.scim({ method: 'POST', url: '/Users', payload: entraUser(`page${index}`) });
    const all = await world.scim({ method: 'GET', url: '/Users?count=10000' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ totalResults: 3, itemsPerPage: 3, startIndex: 1 });
    const config = await world.scim({ method: 'GET', url: '/ServiceProviderConfig' });
    expect(config.json()).toMatchObject({ filter: { supported: true, maxResults: SCIM_MAX_PAGE_SIZE }, patch: { supported: true }, etag: { supported: true }, bulk: { supported: false } });
    expect((await world.scim({ method: 'GET', url: '/Users?startIndex=-5&count=1' })).json()).toMatchObject({ startIndex: 1, itemsPerPage: 1, totalResults: 3 });
    expect((await world.scim({ method: 'GET', url: '/Users?count=0' })).json()).toMatchObject({ itemsPerPage: 0, totalResults: 3, Resources: [] });
  });

  it('refuses PATCH messages that are not RFC 7644 PatchOps, and writes nothing of a PATCH that fails half-way', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const { id } = (await world.scim({ method: 'POST', url: '/Users', payload: entraUser('patchy') })).json<{ id: string }>();
    const before = await counts(world);
    const bad: [unknown, string][] = [
      [{ Operations: [{ op: 'replace', path: 'active', value: false }] }, 'invalidSyntax'],
      [{ schemas: [PATCH_OP], Operations: [] }, 'invalidSyntax'],
      [{ schemas: [PATCH_OP], Operations: [{ op: 'move', path: 'active', value: false }] }, 'invalidSyntax'],
      [{ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active' }] }, 'invalidValue'],
      [{ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: 'yes' }] }, 'invalidValue'],
      [{ schemas: [PATCH_OP], Operations: [{ op: 'remove' }] }, 'noTarget'],
      [{ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'emails[type eq', value: 'x' }] }, 'invalidPath'],
      [{ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: '..', value: 'x' }] }, 'invalidPath'],
      // The first operation is fine, the second is not: neither is written.
      [{ schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'name.familyName', value: 'Changed' }, { op: 'replace', path: 'active', value: 'nope' }] }, 'invalidValue'],
    ];
    for (const [payload, scimType] of bad) expectScimError(await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload }), 400, scimType);
    const user = await world.scim({ method: 'GET', url: `/Users/${id}` });
    expect(user.json()).toMatchObject({ name: { familyName: 'Family' }, meta: { version: 'W/"1"' } });
    expect(await counts(world)).toEqual(before);
    expectScimError(await world.scim({ method: 'PATCH', url: '/Users/not-a-uuid', payload: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] } }), 404);
  });

  it('answers 412 to an If-Match that names an old version, and applies one that names the current', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const created = await world.scim({ method: 'POST', url: '/Users', payload: entraUser('etag') });
    const { id } = created.json<{ id: string }>();
    const patch = { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'name.givenName', value: 'Renamed' }] };
    expectScimError(await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: patch, headers: { 'if-match': 'W/"7"' } }), 412);
    expectScimError(await world.scim({ method: 'DELETE', url: `/Users/${id}`, headers: { 'if-match': 'W/"7"' } }), 412);
    const applied = await world.scim({ method: 'PATCH', url: `/Users/${id}`, payload: patch, headers: { 'if-match': String(created.headers.etag) } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers.etag).toBe('W/"2"');
    // The old tag is now stale.
    expectScimError(await world.scim({ method: 'PUT', url: `/Users/${id}`, payload: entraUser('etag'), headers: { 'if-match': String(created.headers.etag) } }), 412);
  });

  it('keeps one organization out of another: a token sees only its own users and groups', async () => {
    const first = await scimWorld(ctx.app, ctx.db);
    const second = await scimWorld(ctx.app, ctx.db);
    const { id } = (await first.scim({ method: 'POST', url: '/Users', payload: entraUser('tenant') })).json<{ id: string }>();
    const group = (await first.scim({ method: 'POST', url: '/Groups', payload: { schemas: [GROUP_SCHEMA], displayName: 'Tenant' } })).json<{ id: string }>();
    expectScimError(await second.scim({ method: 'GET', url: `/Users/${id}` }), 404);
    expectScimError(await second.scim({ method: 'PATCH', url: `/Users/${id}`, payload: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] } }), 404);
    expectScimError(await second.scim({ method: 'DELETE', url: `/Groups/${group.id}` }), 404);
    expect((await second.scim({ method: 'GET', url: '/Users' })).json()).toMatchObject({ totalResults: 0 });
    // Nor can it put another organization's user into its groups.
    expectScimError(await second.scim({ method: 'POST', url: '/Groups', payload: { schemas: [GROUP_SCHEMA], displayName: 'Steal', members: [{ value: id }] } }), 400);
  });
});
