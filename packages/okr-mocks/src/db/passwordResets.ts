import { PASSWORD_RESET_TTL_MINUTES } from '@okr/contract';
import type { MockDb } from './MockDb';
import { mockAppUrl, queueEmail } from './outbox';
import type { PasswordResetRecord, UserRecord } from './records';
import { revokeFamily } from './sessions';

export interface IssuePasswordResetOptions {
  /** A fixed token (a story's link); else a new one. */
  token?: string;
  /** Defaults to `PASSWORD_RESET_TTL_MINUTES` after the db's now. */
  expiresAt?: string;
  usedAt?: string | null;
}

/** Stores a reset link for the user, valid one hour (api-contract.md "Password reset"). */
export function issuePasswordReset(db: MockDb, userId: string, options: IssuePasswordResetOptions = {}): PasswordResetRecord {
  const now = db.now();
  return db.passwordResets.insert({
    id: db.nextId('password-reset'),
    userId,
    token: options.token ?? db.nextId('reset-token'),
    createdAt: now,
    expiresAt: options.expiresAt ?? new Date(Date.parse(now) + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
    usedAt: options.usedAt ?? null,
  });
}

/** The link the email carries (`{APP_URL}/reset-password/{token}`). */
export const passwordResetLink = (token: string) => `${mockAppUrl()}/reset-password/${encodeURIComponent(token)}`;

/** Issues a link and queues its email, as one transaction of the API does. */
export function requestPasswordReset(db: MockDb, user: UserRecord): PasswordResetRecord {
  const reset = issuePasswordReset(db, user.id);
  const text = [
    `Hello ${user.firstName},`,
    '',
    'Someone asked to reset the password of your OKR account. To choose a new one, open this link:',
    '',
    passwordResetLink(reset.token),
    '',
    `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  ].join('\n');
  queueEmail(db, { to: user.email, subject: 'Reset your OKR password', kind: 'password_reset', text });
  return reset;
}

/**
 * For an account whose domain enforces single sign-on, no link: the email says how to sign in
 * (the answer stays the usual 202, so nobody learns anything from it).
 */
export function requestSsoReminder(db: MockDb, user: UserRecord): void {
  const text = [
    `Hello ${user.firstName},`,
    '',
    'Someone asked to reset the password of your OKR account. Your organization signs you in with single sign-on, so there is no password to reset.',
    '',
    `Open ${mockAppUrl()}/login, enter your email and choose "Continue with single sign-on".`,
  ].join('\n');
  queueEmail(db, { to: user.email, subject: 'Sign in to OKR with single sign-on', kind: 'password_reset', text });
}

export type PasswordResetCheck = { ok: true; reset: PasswordResetRecord } | { ok: false; reason: 'unknown' | 'gone' };

/** A link as the API judges it: unknown (404), or used or expired (410). */
export function checkPasswordReset(db: MockDb, token: string): PasswordResetCheck {
  const reset = db.passwordResets.find((row) => row.token === token);
  if (!reset || !db.users.get(reset.userId)) return { ok: false, reason: 'unknown' };
  if (reset.usedAt !== null || Date.parse(reset.expiresAt) <= Date.parse(db.now())) return { ok: false, reason: 'gone' };
  return { ok: true, reset };
}

/** Sets the new password, uses the link up and signs the user out everywhere (every refresh family). */
export function completePasswordReset(db: MockDb, reset: PasswordResetRecord, password: string): void {
  db.users.update(reset.userId, { password });
  db.passwordResets.update(reset.id, { usedAt: db.now() });
  const families = new Set(db.sessions.filter((row) => row.userId === reset.userId).map((row) => row.familyId));
  for (const familyId of families) revokeFamily(db, familyId);
}
