import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Notification, NotificationList, NotificationUnread } from '@okr/contract';
import type { ApiClient } from '@okr/core';
import type { StreamEvent } from './createEventStreamParser';
import { notificationQueries } from './notificationQueries';
import { readNotificationStream } from './readNotificationStream';

/** While the stream is down, the lists are read again this often, and the stream tried again. */
export const NOTIFICATIONS_POLL_MS = 30_000;

function parsed<T>(event: StreamEvent): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps the notification caches live from `GET /me/notifications/stream`: a new notification goes
 * on top of the list, the unread count is the server's. When the stream fails or ends, it is tried
 * again every 30 s with `Last-Event-ID` (the server sends what was missed); meanwhile `live` is
 * false and the caller polls. Returns whether the stream is open.
 */
export function useNotificationStream(api: ApiClient, userId: string | null): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    let lastEventId: string | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: StreamEvent) => {
      lastEventId = event.id ?? lastEventId;
      if (event.event === 'notification') {
        const item = parsed<Notification>(event);
        if (!item) return;
        queryClient.setQueryData<NotificationList>(notificationQueries.list(api, userId).queryKey, (list) =>
          list ? [item, ...list.filter((known) => known.id !== item.id)] : list,
        );
      } else if (event.event === 'unread') {
        const unread = parsed<NotificationUnread>(event);
        if (unread) queryClient.setQueryData(notificationQueries.unread(api, userId).queryKey, unread.count);
      }
    };
    const connect = () => {
      readNotificationStream(api, { lastEventId, signal: controller.signal, onOpen: () => setLive(true), onEvent })
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          setLive(false);
          retry = setTimeout(connect, NOTIFICATIONS_POLL_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [api, userId, queryClient]);
  return live;
}
