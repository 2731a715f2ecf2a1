import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TITLE_MAX } from '@okr/contract';
import type { NotificationKind } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { announceNotifications } from './notificationBus';
import { usersWanting } from './notificationPreferences';

export interface NewNotification {
  kind: NotificationKind;
  organizationId: string;
  /** Who caused it (never told of it: a person is not notified of their own doing). */
  actorId: string | null;
  title: string;
  href: string;
  commentId?: string;
}

/**
 * THE place a notification is written: one row per recipient who wants `kind` in the app
 * (preferences), never the actor, in the caller's transaction (nothing is told of a change that
 * rolls back), then announced to every process's streams at commit.
 */
export async function writeNotifications(trx: Kysely<Database>, recipients: readonly string[], notification: NewNotification): Promise<string[]> {
  const wanted = await usersWanting(trx, recipients.filter((id) => id !== notification.actorId), notification.kind, 'inApp');
  if (wanted.length === 0) return [];
  await trx
    .insertInto('notifications')
    .values(
      wanted.map((userId) => ({
        id: randomUUID(),
        user_id: userId,
        organization_id: notification.organizationId,
        kind: notification.kind,
        actor_id: notification.actorId,
        comment_id: notification.commentId ?? null,
        title: notification.title.slice(0, NOTIFICATION_TITLE_MAX),
        href: notification.href,
      })),
    )
    .execute();
  await announceNotifications(trx, wanted);
  return wanted;
}
