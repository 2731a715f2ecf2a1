import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HTTPS_ONLY_MESSAGE, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@okr/contract';
import type { WebhookDelivery } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerOnPlan } from '../apiKeys/apiKeysApi';
import { startTestDnsServer } from '../support/testDnsServer';
import { useTestApp } from '../support/testApp';
import { createWebhook, listDeliveries, listWebhooks } from './webhooksApi';
import { webhookTestConfig } from './webhookTestApp';

// SSRF rules (api-contract.md "Webhooks"): https only, never an address on loopback, private,
// link-local or multicast ranges, at save (422) and again at every delivery, where the API
// resolves the name itself (here with a real DNS server run by the test) and connects only to the
// address it checked — a name that answers 127.0.0.1 by then reaches nothing.

const dns = await startTestDnsServer();
// Stands where a refused delivery would land: it counts every TCP connection made to it.
let connections = 0;
const trap = createServer((socket) => {
  connections += 1;
  socket.destroy();
});
await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
const trapPort = (trap.address() as AddressInfo).port;
afterAll(async () => {
  await dns.stop();
  await new Promise((resolve) => trap.close(resolve));
});

const ctx = useTestApp(webhookTestConfig({ allowPrivate: false, dnsServers: [dns.server] }));

describe('webhook SSRF rules', () => {
  it('refuses at save (422) http, loopback, private, link-local, multicast and IPv4-mapped addresses, and stores nothing', async () => {
    const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
    dns.answers.set('loopback.partner.test', ['127.0.0.1']);
    dns.answers.set('mapped.partner.test', ['::ffff:10.0.0.1']);
    dns.answers.set('mixed.partner.test', ['93.184.216.34', '192.168.1.20']);
    const refused = [
      'http://93.184.216.34/hooks',
      'https://127.0.0.1/hooks',
      'https://2130706433/hooks',
      'https://10.1.2.3/hooks',
      'https://172.16.0.1/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://224.0.0.1/hooks',
      'https://0.0.0.0/hooks',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[fc00::1]/hooks',
      'https://[ff02::1]/hooks',
      'https://localhost/hooks',
      'https://loopback.partner.test/hooks',
      'https://mapped.partner.test/hooks',
      'https://mixed.partner.test/hooks',
    ];
    for (const url of refused) {
      const { response } = await createWebhook(ctx.app, organizationId, owner.accessToken, { url, events: ['objective.created'] });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual({ code: 'RULE_VIOLATION', message: url.startsWith('http:') ? WEBHOOK_HTTPS_ONLY_MESSAGE : WEBHOOK_PRIVATE_ADDRESS_MESSAGE });
    }
    expect(await listWebhooks(ctx.app, organizationId, owner.accessToken)).toEqual([]);
    expect(connections).toBe(0);
  });

  it('refuses at delivery a name whose DNS answer changed to 127.0.0.1: nothing connects, the attempt fails with the reason', async () => {
    const { owner, organizationId, headers } = await ownerOnPlan(ctx.app, ctx.db);
    dns.answers.set('hooks.partner.test', ['93.184.216.34']);
    const url = `https://hooks.partner.test:${trapPort}/in`;
    const { response, body } = await createWebhook(ctx.app, organizationId, owner.accessToken, { url, events: ['objective.created'] });
    expect(response.statusCode, response.body).toBe(201);

    // A PATCH to a private address is refused too, and changes nothing.
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${organizationId}/webhooks/${body!.webhook.id}`, headers, payload: { url: `https://10.0.0.7:${trapPort}/in` } });
    expect(patched.statusCode).toBe(422);
    expect((await listWebhooks(ctx.app, organizationId, owner.accessToken))[0]!.url).toBe(url);

    dns.answers.set('hooks.partner.test', ['127.0.0.1']);
    const asked = dns.questions();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/objectives', headers, payload: { title: 'Rebinding' } });
    expect(created.statusCode).toBe(201);
    await ctx.app.webhooks.deliverer.idle();
    expect(dns.questions()).toBeGreaterThan(asked);
    const [delivery] = await listDeliveries(ctx.app, organizationId, body!.webhook.id, owner.accessToken);
    expect(delivery).toMatchObject<Partial<WebhookDelivery>>({ status: 'pending', attempts: 1, responseStatus: null });
    expect(delivery!.lastError).toMatch(/Refused: hooks\.partner\.test resolves to 127\.0\.0\.1/);
    expect(connections).toBe(0);
  });
});
