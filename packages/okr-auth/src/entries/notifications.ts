// Entry point `@okr/auth/notifications`: the app shell's bell and the list of the caller's notifications.
export { NotificationsBell } from '../notifications/NotificationsBell';
export type { NotificationsBellProps } from '../notifications/NotificationsBell';
export { NotificationsList } from '../notifications/NotificationsList';
export type { NotificationsListProps } from '../notifications/NotificationsList';
export { useNotifications } from '../notifications/useNotifications';
export type { NotificationsData } from '../notifications/useNotifications';
export { notificationQueries } from '../notifications/notificationQueries';
export { createEventStreamParser } from '../notifications/createEventStreamParser';
export type { StreamEvent } from '../notifications/createEventStreamParser';
