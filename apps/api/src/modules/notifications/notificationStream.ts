import { NOTIFICATION_HEARTBEAT_SECONDS } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../lib/openEventStream';
import { authOf } from '../../plugins/authenticate';
import type { FeedStream, NotificationFeeds } from './NotificationFeeds';
import { lastSeq } from './notificationQueries';

const lastEventId = /^[0-9]{1,18}$/;

/** The open streams of an app, ended when it closes (a held response would keep the server open). */
export type OpenStreams = Set<() => void>;

/**
 * GET /me/notifications/stream: Server-Sent Events for the signed-in caller. On open: what was
 * written after `Last-Event-ID` (when sent), then `unread`. Then, each time the caller's
 * notifications change in any process (notificationBus), the new ones (`event: notification`,
 * `id:` their `seq`) and the unread count when it changed (`event: unread`, `id:` the last `seq`
 * sent, so resuming from it misses nothing). A comment line every NOTIFICATION_HEARTBEAT_SECONDS.
 * The reads are the user's feed's (NotificationFeeds: one look per change for all their streams);
 * a stream holds its socket, its heartbeat timer and its place in the feed, nothing more.
 */
export async function streamNotifications(request: FastifyRequest, reply: FastifyReply, open: OpenStreams, feeds: NotificationFeeds): Promise<void> {
  const userId = authOf(request).user.id;
  const resumeFrom = request.headers['last-event-id'];
  const resumed = typeof resumeFrom === 'string' && lastEventId.test(resumeFrom);
  const last = resumed ? resumeFrom : await lastSeq(request.server.db, userId);
  let closed = false;

  openEventStream(reply);
  const response = reply.raw;
  const stream: FeedStream = {
    last,
    count: -1,
    send: (text) => {
      if (!closed) response.write(text);
    },
    close: () => end(),
  };
  stream.send('retry: 3000\n\n');

  const { looked, leave } = feeds.join(userId, stream, !resumed);
  const heartbeat = setInterval(() => stream.send(': heartbeat\n\n'), NOTIFICATION_HEARTBEAT_SECONDS * 1000);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    leave();
    open.delete(end);
    response.end();
  };
  open.add(end);
  request.raw.on('close', end);
  response.on('close', end);
  await looked;
}
