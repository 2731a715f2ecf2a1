import { z } from 'zod';
import { Id } from './common';
import { RoleRef } from './roles';

/** User (product-spec §3). `roles` are the roles in the current organization, plus SuperAdmin if held. */
export const User = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  roles: z.array(RoleRef),
  isOnboardingComplete: z.boolean(),
});
export type User = z.infer<typeof User>;
