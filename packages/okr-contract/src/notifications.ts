// Notifications (api-contract.md "Comments, mentions, notifications"): the values every side
// shares. No zod: UI bundles import these.

export const notificationKinds = ['mention', 'comment_on_owned', 'assigned', 'check_in_reminder', 'invitation_accepted'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The named events of `GET /me/notifications/stream`: a new `notification` (the item) and the `unread` count. */
export const notificationStreamEvents = ['notification', 'unread'] as const;
export type NotificationStreamEvent = (typeof notificationStreamEvents)[number];

/** `POST /me/notifications/read`: at most this many ids at once (more is a 400; `{ all: true }` marks everything). */
export const NOTIFICATION_READ_IDS_MAX = 10_000;
/** Mention emails: at most one per recipient per this many minutes, listing every mention since the last. */
export const MENTION_EMAIL_BATCH_MINUTES = 15;
/** The stream sends a comment line (`: heartbeat`) at least this often, so proxies keep it open. */
export const NOTIFICATION_HEARTBEAT_SECONDS = 25;
/** A notification's title is cut to this many characters. */
export const NOTIFICATION_TITLE_MAX = 200;
