import { WEBHOOK_FAILURES_BEFORE_DISABLE } from '@okr/contract';
import type { MockDb } from '../db/MockDb';

/** Ids of the seeded endpoints of the first organization, for stories and tests. */
export const webhookSeedIds = { healthy: 'webhook-crm', disabled: 'webhook-old' } as const;

/**
 * Every organization has two endpoints: a healthy one with a deliveries log in each state
 * (succeeded, a retry waiting after a 500, failed for good, a ping under way), and one the API
 * disabled after 50 consecutive failures. The first organization's carry `webhookSeedIds`.
 */
export function addSomeWebhooks(db: MockDb): void {
  const at = (minutes: number) => new Date(Date.parse(db.now()) + minutes * 60_000).toISOString();
  db.organizations.all().forEach((organization, index) => {
    const id = (name: keyof typeof webhookSeedIds) => (index === 0 ? webhookSeedIds[name] : db.nextId('webhook'));
    const healthy = db.webhooks.insert({
      id: id('healthy'),
      organizationId: organization.id,
      url: 'https://crm.partner.example/okr/events',
      events: ['objective.created', 'objective.updated', 'key_result.updated', 'check_in.created'],
      description: 'CRM sync',
      enabled: true,
      createdAt: at(-60 * 24 * 30),
      lastDeliveryAt: at(-5),
      consecutiveFailures: 1,
    });
    db.webhooks.insert({
      id: id('disabled'),
      organizationId: organization.id,
      url: 'https://old-dashboard.partner.example/hooks',
      events: ['task.created', 'task.updated', 'task.deleted'],
      description: null,
      enabled: false,
      createdAt: at(-60 * 24 * 90),
      lastDeliveryAt: at(-60 * 24 * 2),
      consecutiveFailures: WEBHOOK_FAILURES_BEFORE_DISABLE,
    });
    const delivery = (minutes: number, fields: Partial<Parameters<MockDb['webhookDeliveries']['insert']>[0]>) =>
      db.webhookDeliveries.insert({
        id: db.nextId('delivery'),
        webhookId: healthy.id,
        eventId: db.nextId('event'),
        eventType: 'objective.updated',
        status: 'succeeded',
        attempts: 1,
        responseStatus: 200,
        lastError: null,
        createdAt: at(minutes),
        deliveredAt: at(minutes),
        ...fields,
      });
    delivery(-60 * 24, { eventType: 'objective.created' });
    delivery(-60 * 3, { eventType: 'check_in.created', status: 'failed', attempts: 8, responseStatus: 503, lastError: 'HTTP 503: Service Unavailable', deliveredAt: null });
    delivery(-30, { eventType: 'key_result.updated' });
    delivery(-5, { status: 'pending', attempts: 1, responseStatus: 500, lastError: 'HTTP 500: Internal Server Error', deliveredAt: null });
    delivery(-1, { eventType: 'ping', status: 'pending', attempts: 0, responseStatus: null, deliveredAt: null });
  });
}
