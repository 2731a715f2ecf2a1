import type { Objective, Webhook, WebhookDelivery } from '@okr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { startWebhookReceiver, status } from './webhookReceiver';
import { createWebhook, listDeliveries, retryNow } from './webhooksApi';
import { webhookTestConfig } from './webhookTestApp';

// Webhook delivery (issue 18, api-contract.md "Webhooks"): events written with the change, signed
// per Standard Webhooks (checked here by the `standardwebhooks` package in a real HTTP receiver),
// the same webhook-id on a retry, only subscribed events, only the endpoint's own organization.

const ctx = useTestApp(webhookTestConfig());
let secretA = '';
let secretB = '';
const receiverA = await startWebhookReceiver(() => secretA);
const receiverB = await startWebhookReceiver(() => secretB);
afterAll(() => Promise.all([receiverA.stop(), receiverB.stop()]));

let orgA: Awaited<ReturnType<typeof ownerOnPlan>>;
let orgB: Awaited<ReturnType<typeof ownerOnPlan>>;
let hookA: Webhook;

beforeAll(async () => {
  orgA = await ownerOnPlan(ctx.app, ctx.db);
  orgB = await ownerOnPlan(ctx.app, ctx.db, 'Enterprise');
  const a = await createWebhook(ctx.app, orgA.organizationId, orgA.owner.accessToken, { url: receiverA.url, events: ['objective.created', 'objective.updated'] });
  expect(a.response.statusCode, a.response.body).toBe(201);
  secretA = a.body!.secret;
  hookA = a.body!.webhook;
  const b = await createWebhook(ctx.app, orgB.organizationId, orgB.owner.accessToken, { url: receiverB.url, events: ['objective.created'] });
  secretB = b.body!.secret;
});

const newObjective = async (org: typeof orgA, title: string) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: org.headers, payload: { title } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Objective>();
};

describe('webhook delivery', () => {
  it('sends a signed event, in the Standard Webhooks form, to the subscribed endpoint of that organization only', async () => {
    expect(secretA).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const objective = await newObjective(orgA, 'Ship webhooks');
    await ctx.app.webhooks.deliverer.idle();
    expect(receiverA.received).toHaveLength(1);
    const [got] = receiverA.received;
    expect(got!.verified).not.toBeInstanceOf(Error);
    expect(got!.verified).toEqual({ id: expect.any(String), type: 'objective.created', createdAt: expect.any(String), organizationId: orgA.organizationId, data: objective });
    expect(got!.headers['webhook-id']).toBe((got!.verified as { id: string }).id);
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // A wrong secret fails the same check (the receiver's check can fail).
    const { Webhook: Verifier } = await import('standardwebhooks');
    expect(() => new Verifier(secretB).verify(got!.body, got!.headers as Record<string, string>)).toThrow();
    // Organization B's endpoint saw nothing of A.
    expect(receiverB.received).toHaveLength(0);

    const ofB = await newObjective(orgB, 'B only');
    await ctx.app.webhooks.deliverer.idle();
    expect(receiverA.received).toHaveLength(1);
    expect(receiverB.received.map((r) => (r.verified as { data: { id: string } }).data.id)).toEqual([ofB.id]);
  });

  it('sends nothing for an event the endpoint did not subscribe to', async () => {
    const before = receiverA.received.length;
    const objective = await newObjective(orgA, 'With a key result');
    await ctx.app.webhooks.deliverer.idle();
    const keyResult = await ctx.app.inject({ method: 'POST', url: `/api/objectives/${objective.id}/key-results`, headers: orgA.headers, payload: { title: 'Not subscribed', metricType: 'Percentage' } });
    expect(keyResult.statusCode, keyResult.body).toBe(201);
    await ctx.app.webhooks.deliverer.idle();
    expect(receiverA.received.slice(before).map((r) => (r.verified as { type: string }).type)).toEqual(['objective.created']);
  });

  it('retries a failed delivery with the same webhook-id and body, and logs each attempt', async () => {
    const objective = await newObjective(orgA, 'Retried');
    await ctx.app.webhooks.deliverer.idle();
    receiverA.answerNext(status(500, 'down for maintenance'));
    const before = receiverA.received.length;
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/objectives/${objective.id}`, headers: orgA.headers, payload: { title: 'Retried, renamed' } });
    expect(patched.statusCode).toBe(200);
    await ctx.app.webhooks.deliverer.idle();
    let [latest] = await listDeliveries(ctx.app, orgA.organizationId, hookA.id, orgA.owner.accessToken);
    expect(latest).toMatchObject({ eventType: 'objective.updated', status: 'pending', attempts: 1, responseStatus: 500, lastError: 'HTTP 500: down for maintenance', deliveredAt: null });
    const row = await ctx.db.selectFrom('webhook_deliveries').select('next_attempt_at').where('id', '=', latest!.id).executeTakeFirstOrThrow();
    // The contract's first retry: about 5 s later.
    expect(row.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(2_000);
    expect((await ctx.db.selectFrom('webhooks').select('consecutive_failures').where('id', '=', hookA.id).executeTakeFirstOrThrow()).consecutive_failures).toBe(1);

    await retryNow(ctx.app, ctx.db);
    const attempts = receiverA.received.slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers['webhook-id']).toBe(attempts[0]!.headers['webhook-id']);
    expect(attempts[1]!.body).toBe(attempts[0]!.body);
    expect(attempts.every((attempt) => !(attempt.verified instanceof Error))).toBe(true);
    [latest] = await listDeliveries(ctx.app, orgA.organizationId, hookA.id, orgA.owner.accessToken);
    expect(latest).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 200, lastError: null, deliveredAt: expect.any(String) });
    expect((await ctx.db.selectFrom('webhooks').select('consecutive_failures').where('id', '=', hookA.id).executeTakeFirstOrThrow()).consecutive_failures).toBe(0);
  });

  it('lists deliveries newest first, paged with a Link header and the total', async () => {
    const all = await listDeliveries(ctx.app, orgA.organizationId, hookA.id, orgA.owner.accessToken);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${orgA.organizationId}/webhooks/${hookA.id}/deliveries?limit=2`, headers: orgA.headers });
    expect(first.json<WebhookDelivery[]>().map((d) => d.id)).toEqual(all.slice(0, 2).map((d) => d.id));
    expect(first.headers['x-total-count']).toBe(String(all.length));
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await ctx.app.inject({ method: 'GET', url: next, headers: orgA.headers });
    expect(second.json<WebhookDelivery[]>()[0]!.id).toBe(all[2]!.id);
    // Another organization's endpoint: 404, never its deliveries.
    const foreign = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${orgB.organizationId}/webhooks/${hookA.id}/deliveries`, headers: orgB.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('pings (202) with the endpoint as data, and redelivers (202) an event under the same webhook-id', async () => {
    const before = receiverA.received.length;
    const pinged = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${orgA.organizationId}/webhooks/${hookA.id}/ping`, headers: orgA.headers });
    expect(pinged.statusCode, pinged.body).toBe(202);
    expect(pinged.json<WebhookDelivery>()).toMatchObject({ eventType: 'ping', status: 'pending', attempts: 0 });
    await ctx.app.webhooks.deliverer.idle();
    const ping = receiverA.received[before]!;
    expect(ping.verified).toMatchObject({ type: 'ping', data: { id: hookA.id, url: receiverA.url } });
    expect(JSON.stringify(ping.verified)).not.toContain(secretA);

    const [original] = (await listDeliveries(ctx.app, orgA.organizationId, hookA.id, orgA.owner.accessToken)).filter((d) => d.eventType === 'objective.created');
    const again = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${orgA.organizationId}/webhooks/${hookA.id}/deliveries/${original!.id}/redeliver`, headers: orgA.headers });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<WebhookDelivery>()).toMatchObject({ eventId: original!.eventId, eventType: 'objective.created', status: 'pending' });
    await ctx.app.webhooks.deliverer.idle();
    expect(receiverA.received[before + 1]!.headers['webhook-id']).toBe(original!.eventId);
    const unknown = await ctx.app.inject({ method: 'POST', url: `/api/organizations/${orgB.organizationId}/webhooks/${hookA.id}/ping`, headers: orgB.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends nothing while the organization is on the Free plan (the endpoint stays)', async () => {
    const count = async () => (await ctx.db.selectFrom('webhook_deliveries').select('id').where('organization_id', '=', orgB.organizationId).execute()).length;
    const before = await count();
    await ctx.db.updateTable('organizations').set({ plan: 'Free' }).where('id', '=', orgB.organizationId).execute();
    await newObjective(orgB, 'On Free');
    expect(await count()).toBe(before);
    await ctx.db.updateTable('organizations').set({ plan: 'Enterprise' }).where('id', '=', orgB.organizationId).execute();
    await newObjective(orgB, 'Back on Enterprise');
    expect(await count()).toBe(before + 1);
  });

  it('writes no event for a change that was refused (its transaction rolled back)', async () => {
    const count = async () => (await ctx.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hookA.id).execute()).length;
    const before = await count();
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: orgA.headers, payload: { title: 'x', ownerId: '00000000-0000-4000-8000-000000000000' } });
    expect(refused.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
