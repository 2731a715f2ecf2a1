import type { MarkNotificationsReadRequest, Notification, NotificationListQuery } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { decodeCursor } from '../okr/paging';
import type { Page } from '../okr/paging';
import { announceNotifications } from './notificationBus';
import { notificationColumns, toNotification, visibleNotifications } from './notificationQueries';

type Db = Kysely<Database>;

/** GET /me/notifications: newest first, paged by `seq` (the cursor: the last item's). */
export async function listNotifications(db: Db, userId: string, query: NotificationListQuery): Promise<Page<Notification>> {
  const before = decodeCursor(query.cursor);
  const unread = query.unread === 'true';
  let rows = notificationColumns(db, userId).orderBy('n.seq', 'desc').limit(query.limit + 1);
  if (unread) rows = rows.where('n.read_at', 'is', null);
  if (before !== undefined) rows = rows.where('n.seq', '<', String(before));
  let count = visibleNotifications(db, userId).select((eb) => eb.fn.countAll<string>().as('total'));
  if (unread) count = count.where('n.read_at', 'is', null);
  const [found, total] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()]);
  const kept = found.slice(0, query.limit);
  return {
    items: kept.map(toNotification),
    next: found.length > query.limit ? kept[kept.length - 1]!.seq : undefined,
    total: Number(total.total),
  };
}

/** POST /me/notifications/read: the caller's own among `ids` (others' change nothing), or all; the streams hear the new count. */
export async function markNotificationsRead(db: Db, userId: string, request: MarkNotificationsReadRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let update = trx.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null);
    if ('ids' in request) update = update.where('id', 'in', [...new Set(request.ids)]);
    const [result] = await update.execute();
    if (result && result.numUpdatedRows > 0n) await announceNotifications(trx, [userId]);
  });
}
