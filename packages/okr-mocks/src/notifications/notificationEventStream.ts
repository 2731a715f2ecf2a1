import type { Notification, NotificationUnread } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { visibleNotifications } from '../db/notifications';

/** How often the open stream looks at the mock db for what it gained (the API hears it at commit). */
const LOOK_MS = 200;

const frame = (event: string, id: number, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /me/notifications/stream` over the mock db, open until the caller lets go (`signal`): first
 * the unread count, then, as the db gains them (another tab's comment, a story's write), each new
 * notification and the new count, and the count again when it changes by a read. Ids are the
 * notifications' `seq`, as the API's.
 */
export function notificationEventStream(db: MockDb, userId: string, unread: () => NotificationUnread, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const newest = () => db.notifications.filter((n) => n.userId === userId).reduce((max, n) => Math.max(max, n.seq), 0);
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => clearInterval(timer);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let seen = newest();
      let count = unread().count;
      controller.enqueue(encoder.encode(`retry: 3000\n\n${frame('unread', seen, { count })}`));
      timer = setInterval(() => {
        if (signal.aborted) return stop();
        const fresh = visibleNotifications(db, userId).filter((n) => seqOf(db, n) > seen).reverse();
        const now = unread().count;
        if (fresh.length === 0 && now === count) return;
        seen = newest();
        count = now;
        try {
          controller.enqueue(encoder.encode(fresh.map((n) => frame('notification', seqOf(db, n), n)).join('') + frame('unread', seen, { count })));
        } catch {
          stop();
        }
      }, LOOK_MS);
      signal.addEventListener('abort', stop, { once: true });
    },
    cancel: stop,
  });
}

const seqOf = (db: MockDb, notification: Notification) => db.notifications.get(notification.id)?.seq ?? 0;
