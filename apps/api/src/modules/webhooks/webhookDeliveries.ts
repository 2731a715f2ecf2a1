import { randomUUID } from 'node:crypto';
import type { PageQuery, WebhookDelivery } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { assertApiIntegrationPlan } from '../apiKeys/apiKeyService';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { webhookBody } from './recordWebhookEvent';
import { toWebhook, toWebhookDelivery } from './toWebhook';
import { lockWebhook } from './webhookService';

/** An endpoint's deliveries, newest first, paged; 404 for another organization's endpoint. */
export async function listDeliveries(db: Kysely<Database>, organizationId: string, webhookId: string, { limit, cursor }: PageQuery): Promise<Page<WebhookDelivery>> {
  const after = decodeCursor(cursor);
  if (!isUuid(webhookId)) throw notFound('Webhook');
  const webhook = await db.selectFrom('webhooks').select('id').where('organization_id', '=', organizationId).where('id', '=', webhookId).executeTakeFirst();
  if (!webhook) throw notFound('Webhook');
  let select = db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId);
  if (after !== undefined) select = select.where('seq', '<', after);
  const [rows, count] = await Promise.all([
    select.orderBy('seq', 'desc').limit(limit + 1).execute(),
    db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<string>().as('n')).where('webhook_id', '=', webhookId).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(rows, limit);
  return { items: page.rows.map(toWebhookDelivery), next: page.next, total: Number(count.n) };
}

/**
 * Redeliver: a new delivery of the same event — the same body and `webhook-id` (a receiver that
 * got it before can tell it is the same event), its own attempts. Works on a disabled endpoint
 * only once it is enabled again (the deliverer refuses disabled ones).
 */
export async function redeliver(db: Kysely<Database>, organizationId: string, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  await assertApiIntegrationPlan(db, organizationId);
  return db.transaction().execute(async (trx) => {
    await lockWebhook(trx, organizationId, webhookId);
    if (!isUuid(deliveryId)) throw notFound('Delivery');
    const original = await trx.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).where('id', '=', deliveryId).executeTakeFirst();
    if (!original) throw notFound('Delivery');
    const row = await trx
      .insertInto('webhook_deliveries')
      .values({ id: randomUUID(), webhook_id: webhookId, organization_id: organizationId, event_id: original.event_id, event_type: original.event_type, body: original.body })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWebhookDelivery(row);
  });
}

/** Ping: a `ping` event to this endpoint only, whatever it subscribed to; `data` is the endpoint. */
export async function ping(db: Kysely<Database>, organizationId: string, webhookId: string): Promise<WebhookDelivery> {
  await assertApiIntegrationPlan(db, organizationId);
  return db.transaction().execute(async (trx) => {
    const webhook = await lockWebhook(trx, organizationId, webhookId);
    const eventId = randomUUID();
    const row = await trx
      .insertInto('webhook_deliveries')
      .values({ id: randomUUID(), webhook_id: webhookId, organization_id: organizationId, event_id: eventId, event_type: 'ping', body: webhookBody(eventId, 'ping', organizationId, toWebhook(webhook)) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWebhookDelivery(row);
  });
}
