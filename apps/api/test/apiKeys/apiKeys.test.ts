import { API_INTEGRATION_PLAN_MESSAGE } from '@okr/contract';
import type { AuditEvent, Objective } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { hashApiKeySecret } from '../../src/modules/apiKeys/apiKeySecret';
import { apiKeyUsageOf } from '../../src/modules/apiKeys/apiKeyUsage';
import { bearer, register } from '../support/api';
import { grantCustomRole, joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { createKey, everything, listKeys, ownerOnPlan, readOnly } from './apiKeysApi';

// API keys (issue 18, api-contract.md "API keys"): created within the creator's own flags, shown
// once, stored as a hash, used through the same declared guards as a person, revoked at once.

const ctx = useTestApp({ apiKeyRateLimit: 5 });

describe('API keys', () => {
  it('creates a key whose secret is shown once and stored only as a hash', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const { response, body } = await createKey(ctx.app, organizationId, owner.accessToken);
    expect(response.statusCode, response.body).toBe(201);
    expect(body!.secret).toMatch(/^okr_[0-9A-Za-z]{40}$/);
    expect(body!.apiKey).toMatchObject({ name: 'CI feed', prefix: body!.secret.slice(0, 8), revokedAt: null, lastUsedAt: null });
    const row = await ctx.db.selectFrom('api_keys').selectAll().where('id', '=', body!.apiKey.id).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashApiKeySecret(body!.secret));
    expect(JSON.stringify(row)).not.toContain(body!.secret);
    const listed = await listKeys(ctx.app, organizationId, owner.accessToken);
    expect(listed.map((key) => key.id)).toEqual([body!.apiKey.id]);
    expect(JSON.stringify(listed)).not.toContain(body!.secret);
  });

  it('answers 402 with the plan message on the Free plan, for creating and for using a key', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Free');
    const { response } = await createKey(ctx.app, organizationId, owner.accessToken);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: API_INTEGRATION_PLAN_MESSAGE });
    expect(await ctx.db.selectFrom('api_keys').select('id').where('organization_id', '=', organizationId).execute()).toEqual([]);

    // Lowered to Free after the key was made: the key stops working, nothing is deleted.
    const pro = await ownerOnPlan(ctx.app, ctx.db, 'Pro');
    const { body } = await createKey(ctx.app, pro.organizationId, pro.owner.accessToken);
    await ctx.db.updateTable('organizations').set({ plan: 'Free' }).where('id', '=', pro.organizationId).execute();
    const used = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: bearer(body!.secret) });
    expect(used.statusCode).toBe(402);
  });

  it('never gives a key a flag its creator lacks (403 naming it), and nothing is stored', async () => {
    const { organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    // A member whose Custom role holds settings (to manage keys) and reads objectives only.
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, organizationId, member.user.id, 'Viewer');
    await grantCustomRole(ctx.db, organizationId, member.user.id, [{ domain: 'settings', canCreate: true, canRead: true }]);
    const beyond = await createKey(ctx.app, organizationId, member.accessToken, { permissions: everything() });
    expect(beyond.response.statusCode).toBe(403);
    expect(beyond.response.json().message).toMatch(/cannot hold a permission you lack/);
    const within = await createKey(ctx.app, organizationId, member.accessToken, { permissions: readOnly() });
    expect(within.response.statusCode, within.response.body).toBe(201);
    expect(await listKeys(ctx.app, organizationId, member.accessToken)).toHaveLength(1);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const bad = [
      { name: '', permissions: readOnly() },
      { name: 'x'.repeat(10_000), permissions: readOnly() },
      { name: 'k', permissions: { objectives: { canRead: true } } },
      { name: 'k', permissions: readOnly(), expiresAt: '2000-01-01T00:00:00Z' },
      { name: 'k', permissions: readOnly(), expiresAt: 'tomorrow' },
      { name: 'k', permissions: readOnly(), extra: 1 },
    ];
    for (const payload of bad) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${organizationId}/api-keys`, headers: bearer(owner.accessToken), payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await listKeys(ctx.app, organizationId, owner.accessToken)).toEqual([]);
  });

  it('acts through the declared guards: reads with the read flag, 403 without the create flag, 404 for another organization', async () => {
    const { owner, organizationId, headers } = await ownerOnPlan(ctx.app, ctx.db);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers, payload: { title: 'Keyed objective' } });
    expect(created.statusCode, created.body).toBe(201);
    const { body } = await createKey(ctx.app, organizationId, owner.accessToken);
    const key = bearer(body!.secret);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: key });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<Objective[]>().map((o) => o.title)).toContain('Keyed objective');
    const write = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: key, payload: { title: 'Nope' } });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toMatch(/objectives/);

    const other = await ownerOnPlan(ctx.app, ctx.db);
    const elsewhere = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: { ...key, 'x-organization-id': other.organizationId } });
    expect(elsewhere.statusCode).toBe(404);
    const otherOrg = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${other.organizationId}/users`, headers: key });
    expect(otherOrg.statusCode).toBe(404);
  });

  it('never reaches people-only routes: auth, admin, switching, keys themselves (403)', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createKey(ctx.app, organizationId, owner.accessToken, { permissions: everything() });
    const key = bearer(body!.secret);
    const calls = [
      { method: 'GET' as const, url: '/api/auth/me' },
      { method: 'GET' as const, url: '/api/organizations' },
      { method: 'POST' as const, url: '/api/organizations/switch', payload: { organizationId } },
      { method: 'GET' as const, url: '/api/admin/stats' },
      { method: 'GET' as const, url: `/api/organizations/${organizationId}/api-keys` },
      { method: 'POST' as const, url: `/api/organizations/${organizationId}/api-keys`, payload: { name: 'k', permissions: readOnly() } },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, headers: key });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('is refused with 401 once revoked, expired, unknown or malformed', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createKey(ctx.app, organizationId, owner.accessToken);
    const key = bearer(body!.secret);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: key })).statusCode).toBe(200);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/organizations/${organizationId}/api-keys/${body!.apiKey.id}`, headers: bearer(owner.accessToken) });
    expect(revoked.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: key });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'This API key was revoked' });

    const soon = new Date(Date.now() + 60_000).toISOString();
    const expiring = await createKey(ctx.app, organizationId, owner.accessToken, { expiresAt: soon });
    await ctx.db.updateTable('api_keys').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expiring.body!.apiKey.id).execute();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: bearer(expiring.body!.secret) })).statusCode).toBe(401);

    for (const secret of [`okr_${'A'.repeat(40)}`, 'okr_short', `okr_${'A'.repeat(39)}!`]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: bearer(secret) });
      expect(response.statusCode, secret).toBe(401);
    }
    const missing = await ctx.app.inject({ method: 'DELETE', url: `/api/organizations/${organizationId}/api-keys/not-a-uuid`, headers: bearer(owner.accessToken) });
    expect(missing.statusCode).toBe(404);
  });

  it('stops working when its creator leaves the organization, and never exceeds their current flags', async () => {
    const { organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const admin = await register(ctx.app);
    await joinOrganization(ctx.db, organizationId, admin.user.id, 'Admin');
    const { body } = await createKey(ctx.app, organizationId, admin.accessToken, { permissions: everything() });
    const key = bearer(body!.secret);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: key, payload: { title: 'By key' } })).statusCode).toBe(201);
    await ctx.db.updateTable('organization_members').set({ is_active: false }).where('user_id', '=', admin.user.id).where('organization_id', '=', organizationId).execute();
    const gone = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: key });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toMatch(/not an active member/);
  });

  it('names the key in the audit entries it causes', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createKey(ctx.app, organizationId, owner.accessToken, { name: 'Sync bot', permissions: everything() });
    // An audited change made with the key: updating the organization.
    const changed = await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${organizationId}`, headers: bearer(body!.secret), payload: { industry: 'Robots' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?action=organization.updated', headers: bearer(owner.accessToken) });
    const [entry] = entries.json<{ items: AuditEvent[] }>().items;
    expect(entry).toMatchObject({ actorType: 'api_key', actorId: body!.apiKey.id, actorName: 'Sync bot', actorEmail: null });
    const created = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?action=api_key.created', headers: bearer(owner.accessToken) });
    expect(created.json<{ items: AuditEvent[] }>().items[0]).toMatchObject({ actorType: 'user', actorId: owner.user.id, targetId: body!.apiKey.id });
    expect(JSON.stringify(created.json())).not.toContain(body!.secret);
  });

  it('limits each key per minute with RateLimit headers on every keyed answer, and 429 with Retry-After past it', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createKey(ctx.app, organizationId, owner.accessToken);
    const key = bearer(body!.secret);
    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: key });
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('5');
      remaining.push(String(response.headers['ratelimit-remaining']));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    // A window may turn over mid-loop; the counts still only go down within one.
    expect(remaining.at(-1)).toBe('0');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: key });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // A person's token is not counted against the key.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: bearer(owner.accessToken) })).headers['ratelimit-limit']).toBeUndefined();
  });

  it('keeps lastUsedAt without a write per request: one batched statement', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createKey(ctx.app, organizationId, owner.accessToken);
    await ctx.app.inject({ method: 'GET', url: '/api/objectives', headers: bearer(body!.secret) });
    const before = await ctx.db.selectFrom('api_keys').select('last_used_at').where('id', '=', body!.apiKey.id).executeTakeFirstOrThrow();
    expect(before.last_used_at).toBeNull();
    await apiKeyUsageOf(ctx.db).flush();
    const [listed] = await listKeys(ctx.app, organizationId, owner.accessToken);
    expect(listed!.lastUsedAt).not.toBeNull();
  });
});
