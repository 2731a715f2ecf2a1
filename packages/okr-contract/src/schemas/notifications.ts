import { z } from 'zod';
import { NOTIFICATION_READ_IDS_MAX, notificationKinds } from '../notifications';
import { Id, Text, Timestamp } from './common';
import { cursor, limit } from './okr/okrFields';

// "Comments, mentions, notifications" (api-contract.md): the caller's notifications across every
// organization they are still a member of, like My week. People only (never an API key).

export const NotificationKind = z.enum(notificationKinds);

export const Notification = z.object({
  id: Id,
  organization: z.object({ id: Id, name: Text }),
  kind: NotificationKind,
  /** Who caused it; null when nobody did (a reminder) or the account is gone. */
  actor: z.object({ id: Id, fullName: Text }).nullable(),
  /** What it is about: the objective's, key result's or initiative's title. */
  title: Text,
  /** Where it opens in the app: `/app/...?org=<organization id>` (a comment's thread: `#comment-<id>`). */
  href: Text,
  createdAt: Timestamp,
  readAt: Timestamp.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /me/notifications: newest first, paged (`?limit=`, `?cursor=`, `Link`, `X-Total-Count`); `?unread=true` only the unread. */
export const NotificationListQuery = z.strictObject({
  unread: z.enum(['true', 'false']).optional(),
  limit,
  cursor,
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationList = z.array(Notification);
export type NotificationList = z.infer<typeof NotificationList>;

/** A notification id: a UUID (anything else is a 400, not "no such notification"). */
const NotificationId = Text.pipe(z.uuid());

/**
 * POST /me/notifications/read → 204: these ids (the caller's own; others' change nothing), or
 * every notification of the caller.
 */
export const MarkNotificationsReadRequest = z.union([
  z.strictObject({ ids: z.array(NotificationId).min(1).max(NOTIFICATION_READ_IDS_MAX) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;

export const NotificationPreference = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** GET /me/notification-preferences: every kind, the defaults (`defaultNotificationPreference`) where never set. */
export const NotificationPreferences = z.object({
  mention: NotificationPreference,
  comment_on_owned: NotificationPreference,
  assigned: NotificationPreference,
  check_in_reminder: NotificationPreference,
  invitation_accepted: NotificationPreference,
}) satisfies z.ZodType<Record<(typeof notificationKinds)[number], NotificationPreference>>;
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

const PreferenceChange = z.strictObject({ inApp: z.boolean().optional(), email: z.boolean().optional() });

/** PATCH /me/notification-preferences: only the kinds and fields sent change; answers every kind. */
export const UpdateNotificationPreferencesRequest = z.strictObject({
  mention: PreferenceChange.optional(),
  comment_on_owned: PreferenceChange.optional(),
  assigned: PreferenceChange.optional(),
  check_in_reminder: PreferenceChange.optional(),
  invitation_accepted: PreferenceChange.optional(),
});
export type UpdateNotificationPreferencesRequest = z.infer<typeof UpdateNotificationPreferencesRequest>;

/**
 * GET /me/notifications/stream (Server-Sent Events): `event: notification` with a `Notification`
 * as `data`, `event: unread` with this. Every event has an `id:`; reconnecting with
 * `Last-Event-ID` sends the notifications written since, then the count.
 */
export const NotificationUnread = z.object({ count: z.number().int().min(0) });
export type NotificationUnread = z.infer<typeof NotificationUnread>;
