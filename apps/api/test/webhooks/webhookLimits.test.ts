import { WEBHOOK_FAILURES_BEFORE_DISABLE } from '@okr/contract';
import type { Webhook } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { useTestApp } from '../support/testApp';
import { startWebhookReceiver } from './webhookReceiver';
import type { Answer } from './webhookReceiver';
import { createWebhook, listDeliveries, listWebhooks } from './webhooksApi';
import { webhookTestConfig } from './webhookTestApp';

// What a delivery does with the endpoint's answer (api-contract.md "Webhooks"): redirects are not
// followed, at most 4 KiB is read, the attempt ends at the timeout (1.5 s here, 10 s by default),
// and 50 consecutive failures disable the endpoint and email the organization's admins.

const ctx = useTestApp(webhookTestConfig());
let secret = '';
const receiver = await startWebhookReceiver(() => secret);
afterAll(() => receiver.stop());

async function endpoint(path = '/hooks') {
  const org = await ownerOnPlan(ctx.app, ctx.db);
  const { body } = await createWebhook(ctx.app, org.organizationId, org.owner.accessToken, { url: receiver.url.replace('/hooks', path), events: ['objective.created'] });
  secret = body!.secret;
  return { ...org, webhook: body!.webhook };
}

async function deliverOne(org: Awaited<ReturnType<typeof endpoint>>, answer: Answer) {
  receiver.answerNext(answer);
  const created = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: org.headers, payload: { title: 'Answered' } });
  expect(created.statusCode).toBe(201);
  const started = Date.now();
  await ctx.app.webhooks.deliverer.idle();
  const [delivery] = await listDeliveries(ctx.app, org.organizationId, org.webhook.id, org.owner.accessToken);
  return { delivery: delivery!, tookMs: Date.now() - started };
}

describe('webhook answers', () => {
  it('does not follow a redirect: a 3xx is a failed attempt and the target is never called', async () => {
    const org = await endpoint();
    const before = receiver.received.length;
    const { delivery } = await deliverOne(org, (response) => {
      response.writeHead(307, { location: `${receiver.url}/elsewhere` }).end();
    });
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: 307, attempts: 1 });
    expect(receiver.received.slice(before).map((r) => r.headers['webhook-id'])).toHaveLength(1);
  });

  it('reads at most 4 KiB of the answer: an endless 200 still succeeds', async () => {
    const org = await endpoint();
    // Succeeding at all proves it: the answer never ends, so reading it all would hit the timeout.
    const { delivery } = await deliverOne(org, (response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'x'.repeat(1024);
      // Never ends: a client reading it all would wait for the timeout and fail.
      const timer = setInterval(() => response.write(chunk), 5);
      response.on('close', () => clearInterval(timer));
    });
    expect(delivery).toMatchObject({ status: 'succeeded', responseStatus: 200 });
  });

  it('keeps only the start of a long error answer in the log', async () => {
    const org = await endpoint();
    const { delivery } = await deliverOne(org, (response) => {
      response.statusCode = 503;
      response.end('e'.repeat(100_000));
    });
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: 503 });
    expect(delivery.lastError).toBe(`HTTP 503: ${'e'.repeat(200)}`);
  });

  it('gives up an attempt at the timeout when the endpoint never answers', async () => {
    const org = await endpoint();
    const { delivery, tookMs } = await deliverOne(org, () => {
      // No answer at all.
    });
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, lastError: 'No complete answer within 1.5 s' });
    expect(tookMs).toBeGreaterThanOrEqual(1_400);
    expect(tookMs).toBeLessThan(8_000);
  });
});

describe('retries', () => {
  it('fails a delivery for good after its eighth attempt (the first and seven retries)', async () => {
    const org = await endpoint('/gone');
    await ctx.db.updateTable('webhooks').set({ url: 'http://127.0.0.1:9/gone' }).where('id', '=', org.webhook.id).execute();
    await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: org.headers, payload: { title: 'Never delivered' } });
    await ctx.app.webhooks.deliverer.idle();
    let [delivery] = await listDeliveries(ctx.app, org.organizationId, org.webhook.id, org.owner.accessToken);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    // Six more failed retries later (5 s … 6 h: jobs/retryDelaySeconds), the last one is due.
    await ctx.db.updateTable('webhook_deliveries').set({ attempts: 7, next_attempt_at: new Date(Date.now() - 1000) }).where('id', '=', delivery!.id).execute();
    await ctx.app.webhooks.deliverer.idle();
    [delivery] = await listDeliveries(ctx.app, org.organizationId, org.webhook.id, org.owner.accessToken);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, responseStatus: null });
    expect(delivery!.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe('auto-disable', () => {
  it('disables an endpoint after 50 consecutive failures, emails its admins once, and queues nothing more for it', async () => {
    const org = await endpoint('/gone');
    // Nothing listens on this port: every attempt fails at once.
    await ctx.db.updateTable('webhooks').set({ url: 'http://127.0.0.1:9/gone' }).where('id', '=', org.webhook.id).execute();
    for (let i = 0; i < WEBHOOK_FAILURES_BEFORE_DISABLE; i += 1) {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: org.headers, payload: { title: `Failing ${i}` } });
      expect(created.statusCode).toBe(201);
    }
    await ctx.app.webhooks.deliverer.idle();
    const [hook] = await listWebhooks(ctx.app, org.organizationId, org.owner.accessToken);
    expect(hook).toMatchObject<Partial<Webhook>>({ enabled: false, consecutiveFailures: WEBHOOK_FAILURES_BEFORE_DISABLE });
    const emails = await ctx.db.selectFrom('email_outbox').selectAll().where('organization_id', '=', org.organizationId).where('kind', '=', 'webhook_disabled').execute();
    expect(emails.map((email) => email.to_address)).toEqual([org.owner.email]);
    expect(emails[0]!.text_body).toContain('http://127.0.0.1:9/gone');
    expect(emails[0]!.subject).toMatch(/A webhook of .* was disabled/);

    const queued = (await ctx.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', org.webhook.id).execute()).length;
    await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: org.headers, payload: { title: 'After' } });
    expect((await ctx.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', org.webhook.id).execute()).length).toBe(queued);

    // Enabled again: the count starts anew.
    const enabled = await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${org.organizationId}/webhooks/${org.webhook.id}`, headers: org.headers, payload: { enabled: true } });
    expect(enabled.json<Webhook>()).toMatchObject({ enabled: true, consecutiveFailures: 0 });
  });
});
