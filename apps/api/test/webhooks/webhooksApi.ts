import type { CreateWebhookResponse, Webhook, WebhookDelivery } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { bearer } from '../support/api';

export async function createWebhook(app: FastifyInstance, organizationId: string, token: string, payload: object) {
  const response = await app.inject({ method: 'POST', url: `/api/organizations/${organizationId}/webhooks`, headers: bearer(token), payload });
  return { response, body: response.statusCode === 201 ? response.json<CreateWebhookResponse>() : null };
}

export async function listWebhooks(app: FastifyInstance, organizationId: string, token: string): Promise<Webhook[]> {
  const response = await app.inject({ method: 'GET', url: `/api/organizations/${organizationId}/webhooks`, headers: bearer(token) });
  return response.json<Webhook[]>();
}

export async function listDeliveries(app: FastifyInstance, organizationId: string, webhookId: string, token: string): Promise<WebhookDelivery[]> {
  const response = await app.inject({ method: 'GET', url: `/api/organizations/${organizationId}/webhooks/${webhookId}/deliveries`, headers: bearer(token) });
  return response.json<WebhookDelivery[]>();
}

/** Makes every waiting delivery due now (a retry would otherwise wait its 5 s or more), then delivers. */
export async function retryNow(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('status', '=', 'pending').execute();
  await app.webhooks.deliverer.idle();
}
