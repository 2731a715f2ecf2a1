import { randomUUID } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@okr/contract';
import type { EmailLanguage } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { AppError, notFound } from '../../lib/AppError';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { emailCopy } from '../email/emailTemplates';
import { enqueueEmail } from '../email/enqueueEmail';
import { refuseWhenSsoRequired, ssoRequiredFor } from '../sso/ssoEnforcement';
import { ssoReminderCopy } from '../sso/ssoReminderCopy';
import { hashPassword } from './passwords';
import { recordSignInSuccess } from './signInLimits';
import { hashLinkToken, linkTokenMatches, looksLikeLinkToken, newLinkToken } from './linkTokens';

/**
 * `POST /auth/forgot-password` for an email: when an active account has it, a one-hour link is
 * stored (as a hash) and its email queued, in one transaction. Answers whether an email was queued
 * (the route answers the same either way).
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  { language, appUrl }: { language: EmailLanguage; appUrl: string },
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'is_active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  // A deactivated account gets the same answer and no email (api-contract.md "Password reset").
  if (!user || !user.is_active) return false;
  // No link for a domain that enforces single sign-on: the email says how to sign in instead.
  if (await ssoRequiredFor(db, user.email)) {
    const content = ssoReminderCopy[language]({ name: user.first_name, link: `${appUrl}/login` });
    await enqueueEmail(db, { kind: 'password_reset', to: user.email, language, content }, appUrl);
    return true;
  }
  const token = newLinkToken();
  const link = `${appUrl}/reset-password/${token}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        id: randomUUID(),
        user_id: user.id,
        token_hash: hashLinkToken(token),
        expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      })
      .execute();
    const content = emailCopy.password_reset[language]({ name: user.first_name, link });
    await enqueueEmail(trx, { kind: 'password_reset', to: user.email, language, content }, appUrl);
  });
  return true;
}

export const PASSWORD_RESET_DONE = 'Your password was reset. Sign in with your new password.';

/**
 * `POST /auth/reset-password`: a new password for the link's user, the link spent, and every
 * sign-in of that user revoked, in one transaction. 404 for a token we never issued, 410 for a
 * used or expired one.
 */
export async function resetPassword(db: Kysely<Database>, token: string, password: string, actor: AuditActor): Promise<void> {
  if (!looksLikeLinkToken(token)) throw notFound('Reset link');
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashLinkToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!reset || !linkTokenMatches(token, reset.token_hash)) throw notFound('Reset link');
    if (reset.used_at) throw new AppError('GONE', 'This reset link was already used. Ask for a new one.');
    if (reset.expires_at.getTime() <= Date.now()) throw new AppError('GONE', 'This reset link has expired. Ask for a new one.');
    const user = await trx.selectFrom('users').select(['id', 'email', 'is_active']).where('id', '=', reset.user_id).executeTakeFirstOrThrow();
    if (!user.is_active) throw new AppError('GONE', 'This reset link is no longer valid.');
    await refuseWhenSsoRequired(trx, user.email);
    const now = new Date();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', user.id).execute();
    // Every link of this user is spent: the newest password is the one chosen here.
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    // The owner gets in at once with the new password, whatever delay a stranger's guesses earned.
    await recordSignInSuccess(trx, { account: user.email });
    await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.password_reset',
      organizationId: null,
      targetType: 'user',
      targetId: user.id,
    });
  });
}
