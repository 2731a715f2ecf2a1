import { EMAIL_CHANGE_TTL_MINUTES, EMAIL_VERIFICATION_RESEND_SECONDS, EMAIL_VERIFICATION_TTL_HOURS } from '@okr/contract';
import type { MockDb } from './MockDb';
import { mockAppUrl, queueEmail } from './outbox';
import type { EmailTokenRecord, UserRecord } from './records';

type Purpose = EmailTokenRecord['purpose'];

const ttlMs: Record<Purpose, number> = { verify: EMAIL_VERIFICATION_TTL_HOURS * 3_600_000, change: EMAIL_CHANGE_TTL_MINUTES * 60_000 };

/** Stores a link of `purpose` (verify: 24 hours; change: one hour), as the API does. */
export function issueEmailToken(db: MockDb, userId: string, purpose: Purpose, newEmail: string | null = null, token?: string): EmailTokenRecord {
  const now = db.now();
  return db.emailTokens.insert({
    id: db.nextId('email-token'),
    userId,
    purpose,
    newEmail,
    token: token ?? db.nextId(`${purpose}-token`),
    createdAt: now,
    expiresAt: new Date(Date.parse(now) + ttlMs[purpose]).toISOString(),
    usedAt: null,
  });
}

/** Issues a verification link and queues its email (`{APP_URL}/verify-email/{token}`). */
export function queueVerificationEmail(db: MockDb, user: UserRecord): EmailTokenRecord {
  const link = issueEmailToken(db, user.id, 'verify');
  const text = [
    `Hello ${user.firstName},`,
    '',
    'Confirm that this address is yours with this link. It works once, for 24 hours:',
    '',
    `${mockAppUrl()}/verify-email/${encodeURIComponent(link.token)}`,
  ].join('\n');
  queueEmail(db, { to: user.email, subject: 'Verify your OKR email address', kind: 'email_verification', text });
  return link;
}

/** Seconds until another verification email may be sent; 0 when it may be now. */
export function verificationWaitSeconds(db: MockDb, userId: string): number {
  const last = db.emailTokens.filter((row) => row.userId === userId && row.purpose === 'verify').at(-1);
  if (!last) return 0;
  const waitMs = Date.parse(last.createdAt) + EMAIL_VERIFICATION_RESEND_SECONDS * 1000 - Date.parse(db.now());
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export type EmailTokenCheck = { ok: true; link: EmailTokenRecord } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** A link as the API judges it: unknown for this purpose (404), used or expired (410). */
export function checkEmailToken(db: MockDb, token: string, purpose: Purpose): EmailTokenCheck {
  const link = db.emailTokens.find((row) => row.token === token && row.purpose === purpose);
  if (!link || !db.users.get(link.userId)) return { ok: false, reason: 'unknown' };
  if (link.usedAt !== null) return { ok: false, reason: 'used' };
  if (Date.parse(link.expiresAt) <= Date.parse(db.now())) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}

/** Spends the link and every other unused one of the same purpose of that user: the newest action wins. */
export function spendEmailTokens(db: MockDb, link: EmailTokenRecord): void {
  for (const row of db.emailTokens.filter((r) => r.userId === link.userId && r.purpose === link.purpose && r.usedAt === null)) {
    db.emailTokens.update(row.id, { usedAt: db.now() });
  }
}

/** The link to a new address and the notice to the old one, as one transaction of the API queues them. */
export function requestEmailChange(db: MockDb, user: UserRecord, newEmail: string): EmailTokenRecord {
  const link = issueEmailToken(db, user.id, 'change', newEmail);
  queueEmail(db, {
    to: newEmail,
    subject: 'Confirm your new OKR email address',
    kind: 'email_change',
    text: [`Hello ${user.firstName},`, '', 'Confirm this new address with this link. It works once, for one hour:', '', `${mockAppUrl()}/confirm-email/${encodeURIComponent(link.token)}`].join('\n'),
  });
  queueEmail(db, {
    to: user.email,
    subject: 'A change of your OKR email address was asked for',
    kind: 'account_notice',
    text: [`Hello ${user.firstName},`, '', `Someone signed in to your OKR account asked to use ${newEmail} instead of this address.`].join('\n'),
  });
  return link;
}
