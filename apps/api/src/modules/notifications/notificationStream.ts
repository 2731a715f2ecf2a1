import { NOTIFICATION_HEARTBEAT_SECONDS } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../lib/openEventStream';
import { authOf } from '../../plugins/authenticate';
import { notificationBus } from './notificationBus';
import { lastSeq, notificationColumns, toNotification, unreadCount } from './notificationQueries';

/** Notifications read per look; a stream resumed far back looks again until it is caught up. */
const BATCH = 100;
const lastEventId = /^[0-9]{1,18}$/;

/** The open streams of an app, ended when it closes (a held response would keep the server open). */
export type OpenStreams = Set<() => void>;

/**
 * GET /me/notifications/stream: Server-Sent Events for the signed-in caller. On open: what was
 * written after `Last-Event-ID` (when sent), then `unread`. Then, each time the caller's
 * notifications change in any process (notificationBus), the new ones (`event: notification`,
 * `id:` their `seq`) and the unread count when it changed (`event: unread`, `id:` the last `seq`
 * sent, so resuming from it misses nothing). A comment line every NOTIFICATION_HEARTBEAT_SECONDS.
 * Looks never overlap: a wake during one makes one more.
 */
export async function streamNotifications(request: FastifyRequest, reply: FastifyReply, open: OpenStreams): Promise<void> {
  const { db } = request.server;
  const userId = authOf(request).user.id;
  const resumeFrom = request.headers['last-event-id'];
  let last = typeof resumeFrom === 'string' && lastEventId.test(resumeFrom) ? resumeFrom : await lastSeq(db, userId);
  let count = -1;
  let closed = false;
  let looking = false;
  let again = false;

  openEventStream(reply);
  const response = reply.raw;
  const send = (text: string) => {
    if (!closed) response.write(text);
  };
  send('retry: 3000\n\n');

  const look = async (): Promise<void> => {
    if (looking) {
      again = true;
      return;
    }
    looking = true;
    try {
      do {
        again = false;
        const rows = await notificationColumns(db, userId).where('n.seq', '>', last).orderBy('n.seq').limit(BATCH).execute();
        for (const row of rows) {
          send(`id: ${row.seq}\nevent: notification\ndata: ${JSON.stringify(toNotification(row))}\n\n`);
          last = row.seq;
        }
        const unread = await unreadCount(db, userId);
        if (unread !== count || rows.length > 0) send(`id: ${last}\nevent: unread\ndata: ${JSON.stringify({ count: unread })}\n\n`);
        count = unread;
        if (rows.length === BATCH) again = true;
      } while (again && !closed);
    } catch (error) {
      request.log.warn({ err: error }, 'notification stream: a look failed; the next change looks again');
    } finally {
      looking = false;
    }
  };

  const unsubscribe = notificationBus.subscribe(userId, () => void look());
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), NOTIFICATION_HEARTBEAT_SECONDS * 1000);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    response.end();
  };
  open.add(end);
  request.raw.on('close', end);
  response.on('close', end);
  await look();
}
