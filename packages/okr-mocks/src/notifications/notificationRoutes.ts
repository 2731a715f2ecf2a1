import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, notificationKinds } from '@okr/contract';
import {
  MarkNotificationsReadRequest,
  Notification,
  NotificationListQuery,
  NotificationPreferences,
  NotificationUnread,
  UpdateNotificationPreferencesRequest,
} from '@okr/contract/schemas';
import { preferencesOf, visibleNotifications } from '../db/notifications';
import { notificationEventStream } from './notificationEventStream';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, callerResolver, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';

const paths = apiPaths.notifications;

/**
 * The caller's notifications as the API answers them (people only: a mock session is a person).
 * With `Accept: text/event-stream` the stream stays open like the API's (`notificationEventStream`:
 * the count, then each notification the mock db gains); without it, the count as JSON, as the API.
 */
export function notificationRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const list = http.get(apiUrl(paths.list), ({ request }) => {
    const { db, user } = caller(request);
    const query = readQuery(request, NotificationListQuery);
    const all = visibleNotifications(db, user.id).filter((n) => query.unread !== 'true' || n.readAt === null);
    return respondPage(request, Notification, all, query.limit, query.cursor);
  });

  const read = http.post(apiUrl(paths.read), async ({ request }) => {
    const { db, user } = caller(request);
    const body = await readBody(request, MarkNotificationsReadRequest);
    const ids = 'ids' in body ? new Set(body.ids) : null;
    for (const n of db.notifications.filter((n) => n.userId === user.id && n.readAt === null && (ids === null || ids.has(n.id)))) {
      db.notifications.update(n.id, { readAt: db.now() });
    }
    return noContent();
  });

  const stream = http.get(apiUrl(paths.stream), ({ request }) => {
    const { db, user } = caller(request);
    const unread = () => NotificationUnread.parse({ count: visibleNotifications(db, user.id).filter((n) => n.readAt === null).length });
    if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) return respond(NotificationUnread, unread());
    return new HttpResponse(notificationEventStream(db, user.id, unread, request.signal), {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' },
    });
  });

  const preferences = http.get(apiUrl(paths.preferences), ({ request }) => {
    const { db, user } = caller(request);
    return respond(NotificationPreferences, preferencesOf(db, user.id));
  });

  const updatePreferences = http.patch(apiUrl(paths.preferences), async ({ request }) => {
    const { db, user } = caller(request);
    const change = await readBody(request, UpdateNotificationPreferencesRequest);
    const current = preferencesOf(db, user.id);
    for (const kind of notificationKinds) {
      if (change[kind] === undefined) continue;
      const next = { ...current[kind], ...change[kind] };
      const id = `${user.id}:${kind}`;
      if (db.notificationPreferences.get(id)) db.notificationPreferences.update(id, next);
      else db.notificationPreferences.insert({ id, ...next });
    }
    return respond(NotificationPreferences, preferencesOf(db, user.id));
  });

  return { list, read, stream, preferences, updatePreferences } satisfies Record<string, HttpHandler>;
}
