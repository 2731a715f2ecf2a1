import { randomUUID } from 'node:crypto';
import type { WebhookEventType, WebhookMessageType } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** Told when deliveries were queued (the deliverers of this process kick after the response). */
const queuedListeners = new Set<() => void>();

export function onWebhookQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** The body every endpoint receives and the signature covers (api-contract.md "Webhooks"). */
export function webhookBody(eventId: string, type: WebhookMessageType, organizationId: string, data: unknown, createdAt = new Date()): string {
  return JSON.stringify({ id: eventId, type, createdAt: createdAt.toISOString(), organizationId, data });
}

/**
 * Writes an event to the delivery outbox: one row per enabled endpoint OF THAT ORGANIZATION that
 * subscribed to `type`, in one statement; none on the Free plan (API integration is sold with Pro
 * and Enterprise: a lowered plan keeps its endpoints, which receive nothing). Pass the transaction of the change (`trx`), next to its
 * audit entry: the event exists if and only if the change committed, and survives a crash.
 * `data` is the resource as the API answers it (`{ id }` for a deletion).
 */
export async function recordWebhookEvent(trx: Kysely<Database>, organizationId: string, type: WebhookEventType, data: unknown): Promise<void> {
  const eventId = randomUUID();
  const body = webhookBody(eventId, type, organizationId, data);
  const result = await sql`
    insert into webhook_deliveries (id, webhook_id, organization_id, event_id, event_type, body)
    select gen_random_uuid(), w.id, w.organization_id, ${eventId}, ${type}, ${body}
      from webhooks w
      join organizations o on o.id = w.organization_id
     where w.organization_id = ${organizationId}
       and o.plan <> 'Free'
       and w.enabled
       and w.events @> ${JSON.stringify([type])}::jsonb`.execute(trx);
  if (Number(result.numAffectedRows ?? 0) > 0) for (const listener of queuedListeners) listener();
}
