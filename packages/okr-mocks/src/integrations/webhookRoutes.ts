import { http } from 'msw';
import { API_INTEGRATION_PLAN_MESSAGE, WEBHOOK_SECRET_PREFIX } from '@okr/contract';
import type { WebhookMessageType } from '@okr/contract';
import { CreateWebhookRequest, CreateWebhookResponse, PageQuery, UpdateWebhookRequest, Webhook, WebhookDelivery } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import type { UserRecord } from '../db/records';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { assertPaidPlan } from '../lib/assertPaidPlan';
import { guardedOrganization } from '../lib/guardedOrganization';
import { assertWebhookUrl } from './assertWebhookUrl';

const hooksPath = apiUrl('/organizations/:id/webhooks');
const hookPath = apiUrl('/organizations/:id/webhooks/:webhookId');

/** A secret of the real shape: `whsec_` and the base64 of 32 random bytes. */
function newSecret(): string {
  return WEBHOOK_SECRET_PREFIX + btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
}

/** The organization's endpoints, newest first, as the API lists them. */
export const webhooksOf = (db: MockDb, organizationId: string) => db.webhooks.filter((hook) => hook.organizationId === organizationId).reverse();
/** An endpoint's deliveries, newest first. */
export const deliveriesOf = (db: MockDb, webhookId: string) => db.webhookDeliveries.filter((delivery) => delivery.webhookId === webhookId).reverse();

/** A new delivery, `pending` as the API answers it when queued (the mocks never deliver). */
function queueDelivery(db: MockDb, webhookId: string, eventId: string, eventType: WebhookMessageType) {
  return db.webhookDeliveries.insert({
    id: db.nextId('delivery'),
    webhookId,
    eventId,
    eventType,
    status: 'pending',
    attempts: 0,
    responseStatus: null,
    lastError: null,
    createdAt: db.now(),
    deliveredAt: null,
  });
}

/** The webhook calls of api-contract.md "Webhooks", as the API behaves (people only: no key calls these). */
export function webhookRoutes(source: DbSource) {
  const caller = callerResolver(source);
  const guarded = guardedCaller(caller);
  /** The endpoint in the guarded organization, else 404 (another organization's included). */
  const endpoint = (request: Request, action: 'read' | 'update' | 'delete', params: Record<string, unknown>) => {
    const { db, user, organizationId } = guarded(request, 'settings', action, String(params.id));
    const hook = db.webhooks.get(String(params.webhookId));
    if (!hook || hook.organizationId !== organizationId) return fail('NOT_FOUND', 'Webhook not found');
    return { db, user, organizationId, hook };
  };
  const audit = (db: MockDb, user: UserRecord, organizationId: string, action: 'webhook.created' | 'webhook.updated' | 'webhook.deleted', targetId: string) =>
    recordAudit(db, { action, actorId: user.id, organizationId, targetType: 'webhook', targetId });

  const list = http.get(hooksPath, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read', String(params.id));
    const query = readQuery(request, PageQuery);
    return respondPage(request, Webhook, webhooksOf(db, organizationId), query.limit, query.cursor);
  });

  const create = http.post(hooksPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'create', String(params.id));
    const body = await readBody(request, CreateWebhookRequest);
    assertPaidPlan(db, organizationId, API_INTEGRATION_PLAN_MESSAGE, 'api_integration');
    assertWebhookUrl(body.url);
    const hook = db.webhooks.insert({
      id: db.nextId('webhook'),
      organizationId,
      url: body.url,
      events: body.events,
      description: body.description || null,
      enabled: true,
      createdAt: db.now(),
      lastDeliveryAt: null,
      consecutiveFailures: 0,
    });
    audit(db, user, organizationId, 'webhook.created', hook.id);
    return respond(CreateWebhookResponse, { webhook: Webhook.parse(hook), secret: newSecret() }, 201);
  });

  const update = http.patch(hookPath, async ({ request, params }) => {
    const { db, user, organizationId, hook } = endpoint(request, 'update', params);
    const body = await readBody(request, UpdateWebhookRequest);
    if (body.url !== undefined) assertWebhookUrl(body.url);
    const updated = db.webhooks.update(hook.id, {
      ...(body.url !== undefined && { url: body.url }),
      ...(body.events !== undefined && { events: body.events }),
      ...(body.description !== undefined && { description: body.description || null }),
      ...(body.enabled !== undefined && { enabled: body.enabled }),
      ...(body.enabled === true && !hook.enabled && { consecutiveFailures: 0 }),
    })!;
    audit(db, user, organizationId, 'webhook.updated', hook.id);
    return respond(Webhook, updated);
  });

  const remove = http.delete(hookPath, ({ request, params }) => {
    const { db, user, organizationId, hook } = endpoint(request, 'delete', params);
    db.webhooks.delete(hook.id);
    db.webhookDeliveries.deleteWhere((delivery) => delivery.webhookId === hook.id);
    audit(db, user, organizationId, 'webhook.deleted', hook.id);
    return noContent();
  });

  const deliveries = http.get(`${hookPath}/deliveries`, ({ request, params }) => {
    const { db, hook } = endpoint(request, 'read', params);
    const query = readQuery(request, PageQuery);
    return respondPage(request, WebhookDelivery, deliveriesOf(db, hook.id), query.limit, query.cursor);
  });

  const redeliver = http.post(`${hookPath}/deliveries/:deliveryId/redeliver`, ({ request, params }) => {
    const { db, user } = caller(request);
    assertPaidPlan(db, guardedOrganization(request, db, user, 'settings', 'update', String(params.id)), API_INTEGRATION_PLAN_MESSAGE, 'api_integration');
    const { hook } = endpoint(request, 'update', params);
    const original = db.webhookDeliveries.get(String(params.deliveryId));
    if (!original || original.webhookId !== hook.id) return fail('NOT_FOUND', 'Delivery not found');
    return respond(WebhookDelivery, queueDelivery(db, hook.id, original.eventId, original.eventType), 202);
  });

  const ping = http.post(`${hookPath}/ping`, ({ request, params }) => {
    const { db, user } = caller(request);
    assertPaidPlan(db, guardedOrganization(request, db, user, 'settings', 'update', String(params.id)), API_INTEGRATION_PLAN_MESSAGE, 'api_integration');
    const { hook } = endpoint(request, 'update', params);
    return respond(WebhookDelivery, queueDelivery(db, hook.id, db.nextId('event'), 'ping'), 202);
  });

  return { list, create, update, remove, deliveries, redeliver, ping };
}
