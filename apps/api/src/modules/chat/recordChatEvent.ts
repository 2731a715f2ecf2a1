import type { ChatEventType, ChatMessageType } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { ChatMessage } from './ChatMessage';

/** Told when messages were queued (the deliverer of this process kicks after the response). */
const queuedListeners = new Set<() => void>();

export function onChatQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export function noteChatQueued(): void {
  for (const listener of queuedListeners) listener();
}

/**
 * Writes a message to the chat outbox: one row per enabled channel OF THAT ORGANIZATION that chose
 * `type`, in one statement; none on the Free plan (a lowered plan keeps its channels, which receive
 * nothing). Pass the transaction of the change: the message exists if and only if the change
 * committed, and survives a crash. The row holds the message itself, its link relative to the app
 * (`/app/...`); the deliverer shapes it for Slack or Teams with the app's address.
 */
export async function recordChatEvent(trx: Kysely<Database>, organizationId: string, type: ChatEventType, message: ChatMessage): Promise<void> {
  const result = await sql`
    insert into chat_deliveries (id, channel_id, organization_id, event_type, body)
    select gen_random_uuid(), c.id, c.organization_id, ${type}, ${JSON.stringify(message)}
      from chat_channels c
      join organizations o on o.id = c.organization_id
     where c.organization_id = ${organizationId}
       and o.plan <> 'Free'
       and c.enabled
       and c.events @> ${JSON.stringify([type])}::jsonb`.execute(trx);
  if (Number(result.numAffectedRows ?? 0) > 0) noteChatQueued();
}

/** Queues a message to one channel whatever it chose (the test message). */
export async function recordChatMessageTo(trx: Kysely<Database>, organizationId: string, channelId: string, type: ChatMessageType, message: ChatMessage): Promise<void> {
  await trx
    .insertInto('chat_deliveries')
    .values({ id: crypto.randomUUID(), channel_id: channelId, organization_id: organizationId, event_type: type, body: JSON.stringify(message) })
    .execute();
  noteChatQueued();
}
