import type { ChatChannel } from '@okr/contract';
import type { Selectable } from 'kysely';
import type { ChatChannelsTable } from '../../db/chatTables';

export function toChatChannel(row: Selectable<ChatChannelsTable>): ChatChannel {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    lastDeliveryAt: row.last_delivery_at?.toISOString() ?? null,
    consecutiveFailures: row.consecutive_failures,
  };
}
