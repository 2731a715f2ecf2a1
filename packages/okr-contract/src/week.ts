// Plain values of "My week, across organizations" (api-contract.md): no zod, UI bundles import
// these at run time.

export const weekItemKinds = ['check_in_due', 'key_result_behind', 'task_at_risk', 'task_due', 'initiative_attention'] as const;
export type WeekItemKind = (typeof weekItemKinds)[number];

/** A key result the caller owns needs a check-in after this many days without one. */
export const CHECK_IN_DUE_DAYS = 7;
/** A task is due "this week" when its due date is at most this many days after today (or past). */
export const TASK_DUE_WITHIN_DAYS = 6;
/** `GET /me/week` answers at most this many items, the most urgent. */
export const WEEK_ITEMS_MAX = 100;

/** The time zone of a user who never chose one. */
export const TIME_ZONE_DEFAULT = 'UTC';
/** The weekly digest goes out on Monday from this local hour on (until the end of that Monday). */
export const DIGEST_SEND_HOUR = 8;

export const UNKNOWN_TIME_ZONE_MESSAGE = 'Unknown time zone: use an IANA name such as Europe/Madrid';

/** IANA names only (`Europe/Madrid`, `UTC`, `Etc/GMT+5`): never an offset such as `+01:00`. */
const zoneName = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Whether `value` is an IANA time zone this runtime knows (the server and the mocks ask their own `Intl`). */
export function isTimeZone(value: string): boolean {
  if (!zoneName.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
