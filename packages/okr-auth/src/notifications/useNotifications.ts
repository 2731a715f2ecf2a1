import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@okr/contract';
import { isApiError, useApiClient, useSessionStore } from '@okr/core';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { notificationQueries } from './notificationQueries';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';
import { NOTIFICATIONS_POLL_MS, useNotificationStream } from './useNotificationStream';

export interface NotificationsData {
  /** The list's `data-state`: `loading|empty|error|ready|signed-out`. */
  state: AccountPanelState;
  /** Newest first, across every organization of the user. */
  notifications: Notification[];
  /** The server's count of unread notifications (0 until known). */
  unreadCount: number;
  /** The stream is open (updates arrive at once); false: read again every 30 s. */
  live: boolean;
  /** Mark one read (when it is opened); nothing happens to one already read. */
  markRead: (notification: Pick<Notification, 'id' | 'readAt'>) => void;
  markAllRead: () => void;
  retry: () => void;
  actions: { markRead: AccountAction; markAllRead: AccountAction };
}

/**
 * The caller's notifications without a view (api-contract.md "Comments, mentions, notifications"):
 * the list, the unread count, live from the stream, and marking read. No strings and no UI.
 */
export function useNotifications(): NotificationsData {
  const api = useApiClient();
  const userId = useSessionStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const live = useNotificationStream(api, userId);
  const poll = { enabled: userId !== null, refetchInterval: live ? false : NOTIFICATIONS_POLL_MS } as const;
  const list = useQuery({ ...notificationQueries.list(api, userId ?? ''), ...poll });
  const unread = useQuery({ ...notificationQueries.unread(api, userId ?? ''), ...poll });
  const markOne = useMarkNotificationsRead(api, userId ?? '');
  const markAll = useMarkNotificationsRead(api, userId ?? '');
  const signedOut = userId === null || (isApiError(list.error) && list.error.status === 401);
  const notifications = list.data ?? [];
  const state: AccountPanelState = signedOut ? 'signed-out' : list.data ? (notifications.length > 0 ? 'ready' : 'empty') : list.isError ? 'error' : 'loading';
  return {
    state,
    notifications,
    unreadCount: unread.data ?? 0,
    live,
    markRead: (notification) => {
      if (!notification.readAt) markOne.mutate({ ids: [notification.id] });
    },
    markAllRead: () => markAll.mutate({ all: true }),
    retry: () => void list.refetch(),
    actions: {
      markRead: accountActionOf(markOne),
      markAllRead: accountActionOf(markAll),
    },
  };
}
