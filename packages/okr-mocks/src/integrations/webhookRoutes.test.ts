import { API_INTEGRATION_PLAN_MESSAGE, WEBHOOK_HTTPS_ONLY_MESSAGE, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@okr/contract';
import { CreateWebhookResponse, ErrorBody, Webhook, WebhookDelivery } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../createHandlers';
import { createMockDb } from '../db/createMockDb';
import { demoIds, demoSeed, demoTokens } from '../db/demoSeed';
import { integrationHandlers } from '../handlers';
import { setupMswServer } from '../testing/setupMswServer';
import { webhookSeedIds } from './webhookSeed';

const api = 'http://partner.example/api';
const server = setupMswServer();
const acme = demoIds.organizations.acme;
const hooks = `/organizations/${acme}/webhooks`;

function call(method: string, path: string, body?: unknown, account: 'admin' | 'editor' = 'admin') {
  return fetch(`${api}${path}`, {
    method,
    headers: { Authorization: `Bearer ${demoTokens(account).accessToken}`, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

describe('webhook mocks', () => {
  it('create an endpoint with its secret once, list it without, update and delete it', async () => {
    server.use(...createHandlers(createMockDb(demoSeed)));
    const created = await call('POST', hooks, { url: 'https://hooks.partner.example/in', events: ['task.created'], description: ' Tasks ' });
    expect(created.status).toBe(201);
    const { webhook, secret } = CreateWebhookResponse.parse(await created.json());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({ url: 'https://hooks.partner.example/in', events: ['task.created'], description: 'Tasks', enabled: true, consecutiveFailures: 0 });
    const listed = await call('GET', hooks);
    expect(listed.headers.get('x-total-count')).toBe('1');
    const body = await listed.text();
    expect(body).not.toContain(secret);
    expect(Webhook.array().parse(JSON.parse(body))).toEqual([webhook]);

    const patched = await call('PATCH', `${hooks}/${webhook.id}`, { enabled: false, events: ['task.updated'] });
    expect(Webhook.parse(await patched.json())).toMatchObject({ enabled: false, events: ['task.updated'] });
    expect((await call('DELETE', `${hooks}/${webhook.id}`)).status).toBe(204);
    expect(await (await call('GET', hooks)).json()).toEqual([]);
  });

  it('answer 400 for bad input, 422 for http and private addresses, 402 on Free, 403 without settings, 404 for unknown endpoints', async () => {
    const db = createMockDb(demoSeed);
    server.use(...createHandlers(db));
    for (const bad of [{ url: 'nope', events: ['task.created'] }, { url: 'https://a.example', events: ['nope'] }, { url: 'https://a.example', events: [] }, { url: 'https://a.example', events: ['ping'], x: 1 }]) {
      const response = await call('POST', hooks, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    for (const [url, message] of [
      ['http://hooks.partner.example/in', WEBHOOK_HTTPS_ONLY_MESSAGE],
      ['https://127.0.0.1/in', WEBHOOK_PRIVATE_ADDRESS_MESSAGE],
      ['https://10.0.0.8/in', WEBHOOK_PRIVATE_ADDRESS_MESSAGE],
      ['https://169.254.169.254/in', WEBHOOK_PRIVATE_ADDRESS_MESSAGE],
      ['https://[::1]/in', WEBHOOK_PRIVATE_ADDRESS_MESSAGE],
      ['https://[::ffff:192.168.1.1]/in', WEBHOOK_PRIVATE_ADDRESS_MESSAGE],
      ['https://localhost/in', WEBHOOK_PRIVATE_ADDRESS_MESSAGE],
    ]) {
      const response = await call('POST', hooks, { url, events: ['task.created'] });
      expect(response.status, url).toBe(422);
      expect(ErrorBody.parse(await response.json())).toEqual({ code: 'RULE_VIOLATION', message });
    }
    expect((await call('POST', hooks, { url: 'https://93.184.216.34/in', events: ['task.created'] })).status).toBe(201);
    expect((await call('POST', hooks, { url: 'https://x.example', events: ['task.created'] }, 'editor')).status).toBe(403);
    expect((await call('PATCH', `${hooks}/webhook-nope`, { enabled: true })).status).toBe(404);
    db.organizations.update(acme, { plan: 'Free' });
    const free = await call('POST', hooks, { url: 'https://x.example', events: ['task.created'] });
    expect(free.status).toBe(402);
    expect(ErrorBody.parse(await free.json())).toMatchObject({ code: 'PLAN_LIMIT_REACHED', message: API_INTEGRATION_PLAN_MESSAGE });
  });

  it('seed deliveries in every state for stories, paged, and queue pings and redeliveries (202, pending)', async () => {
    server.use(...integrationHandlers.withWebhooks);
    const listed = Webhook.array().parse(await (await call('GET', hooks)).json());
    expect(listed.map((hook) => [hook.id, hook.enabled])).toEqual([
      [webhookSeedIds.disabled, false],
      [webhookSeedIds.healthy, true],
    ]);
    const path = `${hooks}/${webhookSeedIds.healthy}/deliveries`;
    const first = await call('GET', `${path}?limit=2`);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.headers.get('link')).toMatch(/rel="next"/);
    const all = WebhookDelivery.array().parse(await (await call('GET', path)).json());
    expect(new Set(all.map((delivery) => delivery.status))).toEqual(new Set(['pending', 'succeeded', 'failed']));

    const pinged = await call('POST', `${hooks}/${webhookSeedIds.healthy}/ping`);
    expect(pinged.status).toBe(202);
    expect(WebhookDelivery.parse(await pinged.json())).toMatchObject({ eventType: 'ping', status: 'pending', attempts: 0 });
    const failed = all.find((delivery) => delivery.status === 'failed')!;
    const again = await call('POST', `${path}/${failed.id}/redeliver`);
    expect(again.status).toBe(202);
    expect(WebhookDelivery.parse(await again.json())).toMatchObject({ eventId: failed.eventId, eventType: failed.eventType, status: 'pending' });
    expect((await call('POST', `${path}/delivery-nope/redeliver`)).status).toBe(404);
  });
});
