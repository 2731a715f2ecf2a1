import { z } from 'zod';
import { emailLanguages } from '../email';
import { UNKNOWN_TIME_ZONE_MESSAGE, isTimeZone, weekItemKinds } from '../week';
import { Id, Text } from './common';
import { User } from './users';

// "My week, across organizations" (api-contract.md): GET /me/week, the digest settings of
// PATCH /auth/me and the digest's unsubscribe link.

export const WeekItemKind = z.enum(weekItemKinds);

export const WeekItem = z.object({
  organization: z.object({ id: Id, name: Text }),
  kind: WeekItemKind,
  /** The key result, task or initiative. */
  id: Id,
  title: Text,
  /** Why it needs the caller, in English (the UI words it per language from `kind` and `dueDate`). */
  reason: Text,
  /** `YYYY-MM-DD`: when the check-in fell due, the task or key result is due, the initiative ends; null when none. */
  dueDate: Text.nullable(),
  /** Where it opens in the app: `/app/...?org=<organization id>`. */
  href: Text,
});
export type WeekItem = z.infer<typeof WeekItem>;

/** GET /me/week: most urgent first (`compareWeekItems`), at most WEEK_ITEMS_MAX. */
export const WeekResponse = z.array(WeekItem);
export type WeekResponse = z.infer<typeof WeekResponse>;

/** An IANA time zone name (`Europe/Madrid`, `UTC`), as the runtime's `Intl` knows them. */
export const TimeZone = Text.trim().max(64).refine(isTimeZone, { message: UNKNOWN_TIME_ZONE_MESSAGE });

/** PATCH /auth/me: the caller's own profile and settings (api-contract.md "My account"); only the fields sent change. */
export const UpdateMeRequest = z.strictObject({
  firstName: Text.trim().min(1, 'First name is required').max(100).optional(),
  lastName: Text.trim().max(100).optional(),
  /** The language of the emails no request causes (the digest); else the request's. */
  locale: z.enum(emailLanguages).optional(),
  weeklyDigest: z.boolean().optional(),
  timeZone: TimeZone.optional(),
});
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

export const UpdateMeResponse = z.object({ user: User });
export type UpdateMeResponse = z.infer<typeof UpdateMeResponse>;

/** The digest's unsubscribe link: `?token=` signed for that one purpose, no sign-in needed. */
export const DigestUnsubscribeQuery = z.strictObject({ token: Text.min(1).max(200) });
export type DigestUnsubscribeQuery = z.infer<typeof DigestUnsubscribeQuery>;

export const DigestUnsubscribeResponse = z.object({ message: Text, weeklyDigest: z.boolean() });
export type DigestUnsubscribeResponse = z.infer<typeof DigestUnsubscribeResponse>;
