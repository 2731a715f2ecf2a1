import type { Webhook, WebhookDelivery } from '@okr/contract';
import type { Selectable } from 'kysely';
import type { WebhookDeliveriesTable, WebhooksTable } from '../../db/Database';

/** An endpoint as the API answers it: never its secret. */
export function toWebhook(row: Selectable<WebhooksTable>): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    lastDeliveryAt: row.last_delivery_at?.toISOString() ?? null,
    consecutiveFailures: row.consecutive_failures,
  };
}

export function toWebhookDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}
