/**
 * Open notification streams a user may hold in one server process by default
 * (NOTIFICATION_STREAMS_PER_USER; 0: no cap): tabs and devices, with room to spare. One more
 * closes their oldest (NotificationFeeds.join).
 */
export const NOTIFICATION_STREAMS_PER_USER_DEFAULT = 10;
