// Plain values of email, invitations and password reset (api-contract.md, third wave). No zod:
// UI bundles import these at run time.

export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** `?status=` of the invitations list: one status, or `all`. */
// A spread may run an iterator, so a bundler keeps it unless told: wrapped to be marked pure.
export const invitationStatusFilters = /* @__PURE__ */ (() => [...invitationStatuses, 'all'] as const)();
export type InvitationStatusFilter = (typeof invitationStatusFilters)[number];

/** Days an invitation link stays valid unless the operator sets `INVITATION_TTL_DAYS`. */
export const INVITATION_TTL_DAYS_DEFAULT = 7;
/** Seconds after a send before the same invitation may be sent again (429 meanwhile). */
export const INVITATION_RESEND_COOLDOWN_SECONDS = 60;
/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Hours an email-verification link (sent at sign-up) stays valid. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** Minutes an email-change link stays valid. */
export const EMAIL_CHANGE_TTL_MINUTES = 60;
/** Seconds after a verification email before another may be asked for (429 meanwhile). */
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;

/** The one answer of `POST /auth/forgot-password`, whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we sent a link to reset the password.';

export const outboxStatuses = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** What caused an email. */
export const emailKinds = [
  'invitation',
  'password_reset',
  'webhook_disabled',
  'weekly_digest',
  /** The link of a new account's address (`/verify-email/{token}`). */
  'email_verification',
  /** The link to a new address (`/confirm-email/{token}`). */
  'email_change',
  /** To the user about their own account: password changed, email change asked for. */
  'account_notice',
  /** Mentions since the last such email, at most one per recipient per MENTION_EMAIL_BATCH_MINUTES. */
  'mention_digest',
] as const;
export type EmailKind = (typeof emailKinds)[number];

/** Languages an email is written in. */
export const emailLanguages = ['en', 'es'] as const;
export type EmailLanguage = (typeof emailLanguages)[number];
