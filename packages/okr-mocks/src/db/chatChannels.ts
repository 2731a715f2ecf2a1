import type { AuditAction } from '@okr/contract';
import { recordAudit } from './audit';
import type { MockDb } from './MockDb';
import type { UserRecord } from './records';

/** The organization's channels, newest first, as the API lists them. */
export const chatChannelsOf = (db: MockDb, organizationId: string) => db.chatChannels.filter((channel) => channel.organizationId === organizationId).reverse();

/** The audit entry of a change to a channel by a person of its organization. */
export function recordChatChannelAudit(
  db: MockDb,
  user: UserRecord,
  organizationId: string,
  action: Extract<AuditAction, 'chat_channel.created' | 'chat_channel.updated' | 'chat_channel.deleted'>,
  channelId: string,
): void {
  recordAudit(db, { action, actorId: user.id, organizationId, targetType: 'chat_channel', targetId: channelId });
}
