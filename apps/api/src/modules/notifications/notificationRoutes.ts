import { apiPaths, NOTIFICATION_HEARTBEAT_SECONDS, NOTIFICATION_READ_IDS_MAX } from '@okr/contract';
import {
  MarkNotificationsReadRequest,
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationUnread,
  UpdateNotificationPreferencesRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { wantsEventStream } from '../../lib/openEventStream';
import { authOf } from '../../plugins/authenticate';
import { sendPage } from '../okr/paging';
import { listenForNotifications } from './listenForNotifications';
import { MentionEmails } from './MentionEmails';
import { NotificationFeeds } from './NotificationFeeds';
import { NOTIFICATION_STREAMS_PER_USER_DEFAULT } from './notificationStreamsPerUser';
import { preferencesOf, updatePreferences } from './notificationPreferences';
import { unreadCount } from './notificationQueries';
import { listNotifications, markNotificationsRead } from './notificationService';
import { streamNotifications } from './notificationStream';
import type { OpenStreams } from './notificationStream';

const mentionEmailsByServer = new WeakMap<object, MentionEmails>();

/** The mention emails' scheduler of an app's server, when this process sends them (tests kick it). */
export const mentionEmailsOf = (server: object): MentionEmails | undefined => mentionEmailsByServer.get(server);

const peopleOnly = 'People only: an API key gets 403.';

/**
 * The caller's notifications across every organization they are still an active member of, like
 * My week (api-contract.md "Comments, mentions, notifications"), under /api. People only.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const paths = apiPaths.notifications;
  const open: OpenStreams = new Set();
  const feeds = new NotificationFeeds(db, app.log, config.notificationStreamsPerUser ?? NOTIFICATION_STREAMS_PER_USER_DEFAULT);
  // On PostgreSQL other processes write notifications too: their NOTIFY wakes this process's streams.
  const listener = config.databaseUrl
    ? listenForNotifications(config.databaseUrl, (error) => app.log.warn({ err: error }, 'notification listener lost; opening it again'))
    : null;
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    await listener?.stop();
  });
  if (config.mentionEmails?.enabled) {
    const mentionEmails = new MentionEmails({
      db,
      config: config.mentionEmails,
      appUrl: config.appUrl ?? 'http://localhost:3000',
      log: app.log,
      onQueued: () => app.emailSender.kick(),
    });
    mentionEmailsByServer.set(app.server, mentionEmails);
    app.addHook('onReady', async () => mentionEmails.loop.start());
    app.addHook('onClose', async () => mentionEmails.loop.stop());
  }

  app.get(
    paths.list,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'My notifications across my organizations, newest first, paged (`limit`, `cursor`, `Link` rel="next", `X-Total-Count`); `?unread=true` the unread only',
        description: `Only organizations where the caller is still an active member. ${peopleOnly}`,
        querystring: NotificationListQuery,
        response: { 200: NotificationList, ...errorResponses(403) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listNotifications(db, authOf(request).user.id, request.query)),
  );

  app.post(
    paths.read,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: `Mark my notifications read: \`{ ids }\` (at most ${NOTIFICATION_READ_IDS_MAX} UUIDs; another person's id changes nothing) or \`{ all: true }\``,
        description: peopleOnly,
        body: MarkNotificationsReadRequest,
        response: { 204: z.null().describe('Marked read'), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(db, authOf(request).user.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.stream,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'My notifications as they happen: Server-Sent Events (`Accept: text/event-stream`); else the unread count as JSON',
        description:
          'With `Accept: text/event-stream` (EventSource sends it; a `fetch` reader must): ' +
          '`event: notification` (data: a notification, as the list answers it) and `event: unread` (data: `{ "count": n }`, ' +
          'sent on open and whenever the count changes); every event has an `id:`, a number that only grows. ' +
          'Reconnecting with `Last-Event-ID` sends the notifications written since that id first. A comment line ' +
          `(\`: heartbeat\`) every ${NOTIFICATION_HEARTBEAT_SECONDS} s. The access token goes in \`Authorization: Bearer\`, ` +
          'as on every route: read it with `fetch` (a streamed body), not `EventSource`, which cannot send headers; the ' +
          'stream is authorized when it opens (reconnect with a fresh token). Works across API processes (PostgreSQL ' +
          `LISTEN/NOTIFY). ${peopleOnly}`,
        response: { 200: NotificationUnread, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (!wantsEventStream(request.headers.accept)) return { count: await unreadCount(db, authOf(request).user.id) };
      await streamNotifications(request, reply, open, feeds);
      return reply;
    },
  );

  app.get(
    paths.preferences,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'My notification preferences per kind: `{ inApp, email }` (unset: in the app always, by email mentions only)',
        description: `Mention emails are batched: at most one per 15 minutes. ${peopleOnly}`,
        response: { 200: NotificationPreferences, ...errorResponses(403) },
      },
    },
    async (request) => preferencesOf(db, authOf(request).user.id),
  );

  app.patch(
    paths.preferences,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Change my notification preferences: only the kinds and fields sent change; answers every kind',
        description: peopleOnly,
        body: UpdateNotificationPreferencesRequest,
        response: { 200: NotificationPreferences, ...errorResponses(403) },
      },
    },
    async (request) => updatePreferences(db, authOf(request).user.id, request.body),
  );
};
