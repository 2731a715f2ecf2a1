import { z } from 'zod';
import { PASSWORD_MAX } from '../auth';
import { password } from './auth';
import { Id, Text, Timestamp } from './common';
import { User } from './users';

// "My account" (api-contract.md, fourth wave): password, email and its verification.

const email = Text.trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
/** A password to check, not to set: any length up to the maximum. */
const currentPassword = Text.min(1, 'Password is required').max(PASSWORD_MAX);

/** POST /auth/change-password: the new password follows the register rules. */
export const ChangePasswordRequest = z.strictObject({ currentPassword, newPassword: password });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /auth/change-email: the password proves it is the user asking. */
export const ChangeEmailRequest = z.strictObject({ newEmail: email, password: currentPassword });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

/** POST /auth/confirm-email and /auth/verify-email: the token of the emailed link. */
export const EmailLinkRequest = z.strictObject({ token: Text.min(1).max(100) });
export type EmailLinkRequest = z.infer<typeof EmailLinkRequest>;

export const AccountUserResponse = z.object({ user: User });
export type AccountUserResponse = z.infer<typeof AccountUserResponse>;

/** How a sign-in was made. */
export const SessionMethod = z.enum(['password', 'sso', 'passkey', 'mfa']);
export type SessionMethod = z.infer<typeof SessionMethod>;

/**
 * One sign-in (refresh-token family) still alive, as GET /auth/sessions lists them. `browser`,
 * `os` and `device` are read from the user agent by a maintained parser; null when unknown.
 */
export const Session = z.object({
  id: Id,
  /** The sign-in of the access token that asked. */
  current: z.boolean(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp,
  ip: Text.nullable(),
  userAgent: Text.nullable(),
  browser: Text.nullable(),
  os: Text.nullable(),
  /** `desktop`, `mobile`, `tablet`, … as the parser names the platform. */
  device: Text.nullable(),
  method: SessionMethod,
});
export type Session = z.infer<typeof Session>;

/** Newest use first. */
export const SessionList = z.array(Session);
export type SessionList = z.infer<typeof SessionList>;
