import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsPaths } from '@okr/contract';
import type { MarkNotificationsReadRequest, Notification, NotificationList } from '@okr/contract';
import type { ApiClient } from '@okr/core';
import { notificationQueries } from './notificationQueries';

/**
 * `POST /me/notifications/read` (`{ ids }` or `{ all: true }`, 204). Read at once on screen, the
 * count lowered by what was unread; the server's list and count follow.
 */
export function useMarkNotificationsRead(api: ApiClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadRequest) => api.post<void>(notificationsPaths.read, body),
    onMutate: (body) => {
      const now = new Date().toISOString();
      const hit = (n: Notification) => 'all' in body || body.ids.includes(n.id);
      const listKey = notificationQueries.list(api, userId).queryKey;
      const newlyRead = (queryClient.getQueryData<NotificationList>(listKey) ?? []).filter((n) => !n.readAt && hit(n)).length;
      queryClient.setQueryData<NotificationList>(listKey, (items) => items?.map((n) => (hit(n) && !n.readAt ? { ...n, readAt: now } : n)));
      queryClient.setQueryData<number>(notificationQueries.unread(api, userId).queryKey, (count) => ('all' in body ? 0 : Math.max(0, (count ?? 0) - newlyRead)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all(userId) }),
  });
}
