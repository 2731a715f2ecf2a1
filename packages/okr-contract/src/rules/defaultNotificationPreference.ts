import type { NotificationKind } from '../notifications';

/**
 * The preference of a kind the user never set: in the app always; by email only mentions (the
 * rest would be noise by default). The server, the mocks and the UI read the same defaults.
 */
export function defaultNotificationPreference(kind: NotificationKind): { inApp: boolean; email: boolean } {
  return { inApp: true, email: kind === 'mention' };
}
