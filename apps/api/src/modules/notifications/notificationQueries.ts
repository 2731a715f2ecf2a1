import type { Notification } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

type Db = Kysely<Database>;

/** The caller's notifications in the organizations they are still an active member of. */
export function visibleNotifications(db: Db, userId: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('organization_members as m', (join) =>
      join.onRef('m.organization_id', '=', 'n.organization_id').onRef('m.user_id', '=', 'n.user_id').on('m.is_active', '=', true),
    )
    .where('n.user_id', '=', userId);
}

/** The rows behind `Notification`, `seq` as text (a bigint). */
export function notificationColumns(db: Db, userId: string) {
  return visibleNotifications(db, userId)
    .innerJoin('organizations as o', 'o.id', 'n.organization_id')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .select([
      'n.id',
      sql<string>`n.seq::text`.as('seq'),
      'n.kind',
      'n.title',
      'n.href',
      'n.created_at',
      'n.read_at',
      'o.id as organization_id',
      'o.name as organization_name',
      'a.id as actor_id',
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
    ]);
}

type NotificationRow = Awaited<ReturnType<ReturnType<typeof notificationColumns>['execute']>>[number];

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    organization: { id: row.organization_id, name: row.organization_name },
    kind: row.kind,
    actor: row.actor_id ? { id: row.actor_id, fullName: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim() } : null,
    title: row.title,
    href: row.href,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** The caller's unread count (visible ones only). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await visibleNotifications(db, userId)
    .where('n.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest `seq` of the caller's notifications (0 when none): where a fresh stream starts. */
export async function lastSeq(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<string | null>`max(seq)::text`.as('seq'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.seq ?? '0';
}
