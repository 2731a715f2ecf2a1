import { AppError, conflict } from '../../lib/AppError';

// The invitation answers worded once, for the server (the mocks say the same: conformance checks).

export const alreadyMember = (email: string) => conflict(`${email} is already a member of this organization`);
export const alreadyPending = (email: string) => conflict(`${email} already has a pending invitation to this organization`);
export const alreadyAccepted = () => conflict('This invitation was already accepted');
export const alreadyRevoked = () => conflict('This invitation was revoked');

export const sentTooRecently = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'This invitation was sent less than a minute ago. Try again in a minute.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });

export const unknownLink = () => new AppError('NOT_FOUND', 'This invitation link is not valid');

export type GoneReason = 'accepted' | 'revoked' | 'expired' | 'replaced';

const goneMessages: Record<GoneReason, string> = {
  accepted: 'This invitation was already accepted',
  revoked: 'This invitation was revoked',
  expired: 'This invitation has expired',
  replaced: 'A newer invitation was sent: use the link in the latest email',
};

/** 410 for a link that was valid once; `details.reason` lets a page say what to do next. */
export const goneLink = (reason: GoneReason) => new AppError('GONE', goneMessages[reason], { reason });

export const sentToSomeoneElse = (email: string) =>
  new AppError('FORBIDDEN', `This invitation was sent to ${email}. Sign in with that address to accept it.`);
