import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { useTestApp } from '../support/testApp';
import { createPartnerReceiver } from './partnerReceiver';
import type { OkrEvent } from './partnerReceiver';
import { createWebhook, listDeliveries } from './webhooksApi';
import { webhookTestConfig } from './webhookTestApp';

// The verification example of docs/api.md ("Webhooks") is this folder's partnerReceiver.ts, word
// for word, and it receives real deliveries: signed events pass, a forged one is refused.

const ctx = useTestApp(webhookTestConfig());
const handled: OkrEvent[] = [];
const servers: ReturnType<typeof createPartnerReceiver>[] = [];
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

const example = (text: string) => text.slice(text.indexOf('// --- begin example ---\n') + 25, text.indexOf('// --- end example ---'));

describe('the partner example of docs/api.md', () => {
  it('is quoted word for word in the docs', () => {
    const source = readFileSync(fileURLToPath(new URL('./partnerReceiver.ts', import.meta.url)), 'utf8');
    const docs = readFileSync(fileURLToPath(new URL('../../../../docs/api.md', import.meta.url)), 'utf8');
    expect(example(source).length).toBeGreaterThan(500);
    expect(docs).toContain(example(source));
  });

  it('accepts the signed deliveries of the API once each, and refuses a forged one', async () => {
    const org = await ownerOnPlan(ctx.app, ctx.db);
    // The secret comes with the endpoint: added first, then pointed at the receiver made with it.
    const { body } = await createWebhook(ctx.app, org.organizationId, org.owner.accessToken, { url: 'http://127.0.0.1:9/okr', events: ['objective.created'] });
    const secret = body!.secret;
    const server = createPartnerReceiver(secret, (event) => handled.push(event));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/okr`;
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${org.organizationId}/webhooks/${body!.webhook.id}`, headers: org.headers, payload: { url } });
    expect(patched.statusCode).toBe(200);

    await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers: org.headers, payload: { title: 'Partner sync' } });
    await ctx.app.webhooks.deliverer.idle();
    expect(handled.map((event) => event.type)).toEqual(['objective.created']);
    const [delivery] = await listDeliveries(ctx.app, org.organizationId, body!.webhook.id, org.owner.accessToken);
    expect(delivery).toMatchObject({ status: 'succeeded', responseStatus: 204 });

    // The same event again (a redelivery): answered 2xx, handled once.
    await ctx.app.inject({ method: 'POST', url: `/api/organizations/${org.organizationId}/webhooks/${body!.webhook.id}/deliveries/${delivery!.id}/redeliver`, headers: org.headers });
    await ctx.app.webhooks.deliverer.idle();
    expect(handled).toHaveLength(1);

    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      body: JSON.stringify({ id: 'x', type: 'objective.deleted' }),
    });
    expect(forged.status).toBe(401);
    expect(handled).toHaveLength(1);
  });
});
