import { z } from 'zod';
import { Text } from './common';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth';
import { Organization } from './organizations';
import { Permissions } from './roles';
import { User } from './users';
import { MfaChallengeResponse } from './mfa';


const email = Text.trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
export const password = Text
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const RegisterRequest = z.strictObject({
  email,
  password,
  firstName: Text.trim().min(1, 'First name is required').max(100),
  lastName: Text.trim().max(100),
  organizationName: Text.trim().min(1).max(120).optional(),
  /** Registering through an invitation: the email must be the invited one; joins that organization only. */
  invitationToken: Text.min(1).max(100).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.strictObject({
  email,
  password: Text.min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Answer of login and register. `organization` is null for a user who belongs to none. */
export const AuthSessionResponse = z.object({
  user: User,
  organization: Organization.nullable(),
  accessToken: Text,
  refreshToken: Text,
});
export type AuthSessionResponse = z.infer<typeof AuthSessionResponse>;

/**
 * Answer of POST /auth/login (and of a passwordless passkey or SSO sign-in's first step): the
 * session, or, for a user with a second factor, `{ mfaRequired: true, mfaToken, methods }` and no
 * tokens (finish with POST /auth/mfa/verify).
 */
export const LoginResponse = z.union([AuthSessionResponse, MfaChallengeResponse]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The spec's refresh call has no payload; the token may come from the cookie or this body. */
export const RefreshRequest = z.strictObject({ refreshToken: Text.min(1).max(512).optional() });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const RefreshResponse = z.object({
  accessToken: Text,
  refreshToken: Text,
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const MeResponse = z.object({
  user: User,
  organization: Organization.nullable(),
  organizations: z.array(Organization),
  permissions: Permissions,
});
export type MeResponse = z.infer<typeof MeResponse>;

export const CompleteOnboardingResponse = z.object({ user: User });
export type CompleteOnboardingResponse = z.infer<typeof CompleteOnboardingResponse>;
