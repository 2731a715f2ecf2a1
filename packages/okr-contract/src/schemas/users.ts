import { z } from 'zod';
import { Id, Text } from './common';
import { RoleRef } from './roles';

/** User (product-spec §3). `roles` are the roles in the current organization, plus SuperAdmin if held. */
export const User = z.object({
  id: Id,
  firstName: Text,
  lastName: Text,
  fullName: Text,
  email: Text,
  roles: z.array(RoleRef),
  isOnboardingComplete: z.boolean(),
  /** Gets the weekly digest email (opt-out: true until turned off). */
  weeklyDigest: z.boolean(),
  /** IANA time zone the digest's Monday 08:00 is read in; `UTC` until chosen. */
  timeZone: Text,
  /** The address was proven by a link sent to it (or by single sign-on or an invitation). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof User>;
