import { queryOptions } from '@tanstack/react-query';
import { notificationsPaths } from '@okr/contract';
import type { NotificationList } from '@okr/contract';
import type { ApiClient } from '@okr/core';

/** The bell shows the newest this many; older ones are in the full list (not part of the bell). */
export const NOTIFICATIONS_PAGE = 30;

/**
 * The caller's notifications, across organizations: per user, in no organization (a switch keeps
 * them), and not under `account` (a change to the profile does not read them again).
 */
export const notificationQueries = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all(userId), 'list'] as const,
      queryFn: () => api.get<NotificationList>(notificationsPaths.list, { params: { limit: NOTIFICATIONS_PAGE } }),
    }),
  /** The unread count: `X-Total-Count` of the unread list, one item asked for. */
  unread: (api: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all(userId), 'unread'] as const,
      queryFn: async () => {
        const response = await api.axios.get<NotificationList>(notificationsPaths.list, { params: { unread: 'true', limit: 1 } });
        const total = Number(response.headers['x-total-count']);
        return Number.isFinite(total) ? total : response.data.length;
      },
    }),
};
