import { SCIM_PLAN_MESSAGE } from '@okr/contract';
import type { ScimToken } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { hashApiKeySecret } from '../../src/modules/apiKeys/apiKeySecret';
import { bearer, register } from '../support/api';
import { joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { createScimToken, enterpriseOwner, expectScimError, scimWorld } from './scimApi';

// SCIM tokens in an organization's settings: Enterprise only, shown once, stored as a hash,
// listed and revoked like API keys.

const ctx = useTestApp({ logLevel: 'silent' });

describe('SCIM tokens', () => {
  it('creates a token whose secret is shown once and stored only as a hash, lists it and records its use', async () => {
    const { owner, organizationId, headers } = await enterpriseOwner(ctx.app, ctx.db);
    const { response, body } = await createScimToken(ctx.app, organizationId, owner.accessToken);
    expect(response.statusCode, response.body).toBe(201);
    expect(body!.secret).toMatch(/^scim_[0-9A-Za-z]{40}$/);
    expect(body!.token).toEqual({ id: expect.any(String), prefix: body!.secret.slice(0, 9), createdAt: expect.any(String), lastUsedAt: null, revokedAt: null });
    const row = await ctx.db.selectFrom('scim_tokens').selectAll().where('id', '=', body!.token.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashApiKeySecret(body!.secret));
    expect(JSON.stringify(row)).not.toContain(body!.secret);

    await ctx.app.inject({ method: 'GET', url: '/scim/v2/ServiceProviderConfig', headers: bearer(body!.secret) });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${organizationId}/scim-tokens`, headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    const [token] = listed.json<ScimToken[]>();
    expect(token).toMatchObject({ id: body!.token.id, prefix: body!.token.prefix });
    expect(token!.lastUsedAt).not.toBeNull();
    expect(listed.body).not.toContain(body!.secret);
  });

  it('answers 402 below Enterprise and stores nothing', async () => {
    const { owner, organizationId } = await enterpriseOwner(ctx.app, ctx.db, 'Pro');
    const { response } = await createScimToken(ctx.app, organizationId, owner.accessToken);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: SCIM_PLAN_MESSAGE });
    expect(await ctx.db.selectFrom('scim_tokens').select('id').where('organization_id', '=', organizationId).execute()).toEqual([]);
  });

  it('is managed by people holding the settings flag only', async () => {
    const { organizationId } = await enterpriseOwner(ctx.app, ctx.db);
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, organizationId, viewer.user.id, 'Viewer');
    expect((await createScimToken(ctx.app, organizationId, viewer.accessToken)).response.statusCode).toBe(403);
    const outsider = await register(ctx.app);
    expect((await createScimToken(ctx.app, organizationId, outsider.accessToken)).response.statusCode).toBe(404);
  });

  it('revokes a token from the very next request, once (a second revoke changes nothing), and 404 for another organization', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    expect((await world.scim({ method: 'GET', url: '/Users' })).statusCode).toBe(200);
    const url = `/api/organizations/${world.organizationId}/scim-tokens/${world.token.id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: world.headers })).statusCode).toBe(204);
    expectScimError(await world.scim({ method: 'GET', url: '/Users' }), 401);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: world.headers })).statusCode).toBe(204);
    const revocations = await ctx.db.selectFrom('audit_events').select('action').where('target_id', '=', world.token.id).where('action', '=', 'scim.token_revoked').execute();
    expect(revocations).toHaveLength(1);
    const other = await scimWorld(ctx.app, ctx.db);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/organizations/${other.organizationId}/scim-tokens/${world.token.id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('maps a group only to a role of the organization, and answers 404 for unknown groups and roles', async () => {
    const world = await scimWorld(ctx.app, ctx.db);
    const other = await scimWorld(ctx.app, ctx.db);
    const group = (await world.scim({ method: 'POST', url: '/Groups', payload: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Map me' } })).json<{ id: string }>();
    const foreignRole = await ctx.db.selectFrom('roles').select('id').where('organization_id', '=', other.organizationId).executeTakeFirstOrThrow();
    const url = `/api/organizations/${world.organizationId}/scim-groups/${group.id}/role`;
    expect((await ctx.app.inject({ method: 'PUT', url, headers: world.headers, payload: { roleId: foreignRole.id } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/organizations/${world.organizationId}/scim-groups/not-a-group/role`, headers: world.headers, payload: { roleId: null } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url, headers: world.headers, payload: { roleId: 5 } })).statusCode).toBe(400);
    const unmapped = await ctx.app.inject({ method: 'PUT', url, headers: world.headers, payload: { roleId: null } });
    expect(unmapped.json()).toMatchObject({ role: null, memberCount: 0 });
  });
});
