import { API_INTEGRATION_PLAN_MESSAGE } from '@okr/contract';
import type { Webhook } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { register } from '../support/api';
import { joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { createWebhook, listWebhooks } from './webhooksApi';
import { webhookTestConfig } from './webhookTestApp';

// Managing webhook endpoints (issue 18, api-contract.md "Webhooks"): the secret shown once and
// stored encrypted, Pro and Enterprise only (402 on Free), bad input 400 changing nothing,
// another organization's endpoint 404, every change in the audit trail.

const ctx = useTestApp(webhookTestConfig());
const url = 'https://93.184.216.34/hooks';

describe('webhook endpoints', () => {
  it('creates an endpoint whose secret is shown once and never stored or answered in clear', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
    const { response, body } = await createWebhook(ctx.app, organizationId, owner.accessToken, { url, events: ['task.created', 'check_in.created'], description: '  CRM sync  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(body!.secret).toMatch(/^whsec_/);
    expect(Buffer.from(body!.secret.slice(6), 'base64')).toHaveLength(32);
    expect(body!.webhook).toEqual<Webhook>({
      id: expect.any(String),
      url,
      events: ['task.created', 'check_in.created'],
      description: 'CRM sync',
      enabled: true,
      createdAt: expect.any(String),
      lastDeliveryAt: null,
      consecutiveFailures: 0,
    });
    const row = await ctx.db.selectFrom('webhooks').selectAll().where('id', '=', body!.webhook.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(body!.secret.slice(6));
    expect(ctx.app.webhooks.box.unseal(row.secret_encrypted)).toBe(body!.secret);
    const listed = await listWebhooks(ctx.app, organizationId, owner.accessToken);
    expect(listed).toEqual([body!.webhook]);
    const audit = await ctx.db.selectFrom('audit_events').selectAll().where('organization_id', '=', organizationId).where('action', '=', 'webhook.created').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(body!.secret.slice(6));
  });

  it('answers 402 with the plan message on the Free plan and stores nothing', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db, 'Free');
    const { response } = await createWebhook(ctx.app, organizationId, owner.accessToken, { url, events: ['objective.created'] });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: API_INTEGRATION_PLAN_MESSAGE });
    expect(await ctx.db.selectFrom('webhooks').select('id').where('organization_id', '=', organizationId).execute()).toEqual([]);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { owner, organizationId, headers } = await ownerOnPlan(ctx.app, ctx.db);
    const bad = [
      {},
      { url, events: [] },
      { url, events: ['objective.exploded'] },
      { url, events: ['ping'] },
      { url, events: ['task.created', 'task.created'] },
      { url, events: 'task.created' },
      { url: 'not a url', events: ['task.created'] },
      { url: 'ftp://93.184.216.34/x', events: ['task.created'] },
      { url: 'javascript:alert(1)', events: ['task.created'] },
      { url: 'https://user:secret@93.184.216.34/x', events: ['task.created'] },
      { url: `https://93.184.216.34/${'a'.repeat(10_000)}`, events: ['task.created'] },
      { url: 'https://93.184.216.34/\u0000', events: ['task.created'] },
      { url, events: ['task.created'], description: 'x'.repeat(10_000) },
      { url, events: ['task.created'], description: 'nul\u0000' },
      { url, events: ['task.created'], extra: true },
    ];
    for (const payload of bad) {
      const { response } = await createWebhook(ctx.app, organizationId, owner.accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await listWebhooks(ctx.app, organizationId, owner.accessToken)).toEqual([]);

    const { body } = await createWebhook(ctx.app, organizationId, owner.accessToken, { url, events: ['task.created'] });
    const path = `/api/organizations/${organizationId}/webhooks/${body!.webhook.id}`;
    for (const payload of [{}, { enabled: 'yes' }, { events: ['nope'] }, { url: 'x' }, { description: 'x'.repeat(10_000) }, { secret: 'whsec_x' }]) {
      const response = await ctx.app.inject({ method: 'PATCH', url: path, headers, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await listWebhooks(ctx.app, organizationId, owner.accessToken)).toEqual([body!.webhook]);
  });

  it('updates and deletes an endpoint, with audit entries, and 404 for another organization', async () => {
    const { owner, organizationId, headers } = await ownerOnPlan(ctx.app, ctx.db);
    const { body } = await createWebhook(ctx.app, organizationId, owner.accessToken, { url, events: ['task.created'] });
    const path = `/api/organizations/${organizationId}/webhooks/${body!.webhook.id}`;
    const patched = await ctx.app.inject({ method: 'PATCH', url: path, headers, payload: { events: ['task.updated', 'task.deleted'], description: 'Tasks', enabled: false } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Webhook>()).toMatchObject({ events: ['task.updated', 'task.deleted'], description: 'Tasks', enabled: false });

    const other = await ownerOnPlan(ctx.app, ctx.db);
    const foreignPath = `/api/organizations/${other.organizationId}/webhooks/${body!.webhook.id}`;
    expect((await ctx.app.inject({ method: 'PATCH', url: foreignPath, headers: other.headers, payload: { enabled: true } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: foreignPath, headers: other.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/organizations/${organizationId}/webhooks/not-an-id`, headers })).statusCode).toBe(404);

    // A Viewer lacks settings:create (403).
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, organizationId, viewer.user.id, 'Viewer');
    const refused = await createWebhook(ctx.app, organizationId, viewer.accessToken, { url, events: ['task.created'] });
    expect(refused.response.statusCode).toBe(403);

    expect((await ctx.app.inject({ method: 'DELETE', url: path, headers })).statusCode).toBe(204);
    expect(await listWebhooks(ctx.app, organizationId, owner.accessToken)).toEqual([]);
    const actions = await ctx.db.selectFrom('audit_events').select(['action', 'before', 'after']).where('organization_id', '=', organizationId).where('target_type', '=', 'webhook').orderBy('occurred_at').execute();
    expect(actions.map((entry) => entry.action)).toEqual(['webhook.created', 'webhook.updated', 'webhook.deleted']);
    expect(actions[1]!.after).toEqual({ events: ['task.updated', 'task.deleted'], description: 'Tasks', enabled: false });
  });
});
