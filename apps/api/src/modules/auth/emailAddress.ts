import { accountMessages, EMAIL_CHANGE_TTL_MINUTES, EMAIL_VERIFICATION_RESEND_SECONDS, EMAIL_VERIFICATION_TTL_HOURS } from '@okr/contract';
import type { EmailLanguage } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { AppError, conflict } from '../../lib/AppError';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { enqueueEmail } from '../email/enqueueEmail';
import { refuseWhenSsoRequired } from '../sso/ssoEnforcement';
import { findUserByEmail } from '../users/userRepository';
import { accountEmailCopy } from './accountEmailCopy';
import { issueEmailToken, spendEmailToken } from './emailTokens';

export interface Mailing {
  language: EmailLanguage;
  appUrl: string;
}

const taken = () => conflict(accountMessages.emailTaken);

/** Issues a verification link (24 hours) and queues its email; pass the transaction of its cause. */
export async function queueVerificationEmail(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'email' | 'first_name'>, { language, appUrl }: Mailing) {
  const token = await issueEmailToken(db, { userId: user.id, purpose: 'verify', ttlMs: EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 });
  const content = accountEmailCopy.verify[language]({ name: user.first_name, link: `${appUrl}/verify-email/${token}` });
  await enqueueEmail(db, { kind: 'email_verification', to: user.email, language, content }, appUrl);
}

/**
 * `POST /auth/verify-email/resend`: a new link unless the address is already verified (then
 * nothing is sent). 429 while the last link is younger than EMAIL_VERIFICATION_RESEND_SECONDS.
 * Answers whether an email was queued.
 */
export async function resendVerification(db: Kysely<Database>, user: UserRow, mailing: Mailing): Promise<boolean> {
  if (user.email_verified_at) return false;
  return db.transaction().execute(async (trx) => {
    // The user's row locked: two resends at once cannot both pass the check below.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    const last = await trx
      .selectFrom('email_tokens')
      .select('created_at')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'verify')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const waitMs = last ? last.created_at.getTime() + EMAIL_VERIFICATION_RESEND_SECONDS * 1000 - Date.now() : 0;
    if (waitMs > 0) {
      throw new AppError('RATE_LIMITED', accountMessages.verificationTooSoon, undefined, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    }
    await queueVerificationEmail(trx, user, mailing);
    return true;
  });
}

/** `POST /auth/verify-email`: the link spent and the address marked verified. */
export async function verifyEmail(db: Kysely<Database>, token: string, actor: AuditActor): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const link = await spendEmailToken(trx, token, 'verify');
    const user = await trx
      .updateTable('users')
      .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())), updated_at: new Date() }))
      .where('id', '=', link.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.email_verified',
      organizationId: null,
      targetType: 'user',
      targetId: user.id,
    });
    return user;
  });
}

export interface EmailChange extends Mailing {
  user: UserRow;
  newEmail: string;
  actor: AuditActor;
}

/**
 * `POST /auth/change-email` (the caller checked the password first, `verifyAccountPassword`): a one-hour link to the new address and a notice to
 * the old one, in one transaction. 409 when another account has the address; 403 SSO_REQUIRED when
 * its domain signs in through single sign-on only (a password account could not sign in there).
 */
export async function requestEmailChange(db: Kysely<Database>, change: EmailChange): Promise<void> {
  const { user, newEmail, actor, language, appUrl } = change;
  if (newEmail === user.email) throw conflict(accountMessages.sameEmail);
  if (await findUserByEmail(db, newEmail)) throw taken();
  await refuseWhenSsoRequired(db, newEmail);
  await db.transaction().execute(async (trx) => {
    const token = await issueEmailToken(trx, { userId: user.id, purpose: 'change', newEmail, ttlMs: EMAIL_CHANGE_TTL_MINUTES * 60_000 });
    const link = accountEmailCopy.change[language]({ name: user.first_name, link: `${appUrl}/confirm-email/${token}` });
    await enqueueEmail(trx, { kind: 'email_change', to: newEmail, language, content: link }, appUrl);
    const notice = accountEmailCopy.emailChangeRequested[language]({ name: user.first_name, link: `${appUrl}/forgot-password`, newEmail });
    await enqueueEmail(trx, { kind: 'account_notice', to: user.email, language, content: notice }, appUrl);
    await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.email_change_requested',
      organizationId: null,
      targetType: 'user',
      targetId: user.id,
      after: { email: newEmail },
    });
  });
}

/** `POST /auth/confirm-email`: the link spent, the address changed and verified. 409 if taken meanwhile. */
export async function confirmEmailChange(db: Kysely<Database>, token: string, actor: AuditActor): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const link = await spendEmailToken(trx, token, 'change');
    const newEmail = link.new_email!;
    const before = await trx.selectFrom('users').select(['email', 'is_active']).where('id', '=', link.user_id).executeTakeFirstOrThrow();
    if (!before.is_active) throw new AppError('GONE', 'This link is no longer valid.');
    const owner = await findUserByEmail(trx, newEmail);
    if (owner && owner.id !== link.user_id) throw taken();
    const now = new Date();
    const user = await trx
      .updateTable('users')
      .set({ email: newEmail, email_verified_at: now, updated_at: now })
      .where('id', '=', link.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.email_changed',
      organizationId: null,
      targetType: 'user',
      targetId: user.id,
      before: { email: before.email },
      after: { email: newEmail },
    });
    return user;
  });
}
