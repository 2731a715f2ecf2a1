import type { EmailLanguage } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { enqueueEmail } from '../email/enqueueEmail';
import { accountEmailCopy } from './accountEmailCopy';
import { hashPassword } from './passwords';

export interface PasswordChange {
  user: UserRow;
  /** The caller's sign-in (refresh family): the one session kept. */
  sessionId: string;
  newPassword: string;
  actor: AuditActor;
  language: EmailLanguage;
  appUrl: string;
}

/**
 * `POST /auth/change-password`: the new password, every other sign-in of the user revoked (their
 * access tokens die at their next request: the guard's statement reads the family), the notice
 * queued and `auth.password_changed` recorded, in one transaction. The caller checked the current
 * password first (`verifyAccountPassword`).
 */
export async function changePassword(db: Kysely<Database>, change: PasswordChange): Promise<void> {
  const { user, sessionId, actor, language, appUrl } = change;
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', user.id).execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('family_id', '!=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    // A reset link asked for before is no use any more: this password is the newest choice.
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    const content = accountEmailCopy.passwordChanged[language]({ name: user.first_name, link: `${appUrl}/forgot-password` });
    await enqueueEmail(trx, { kind: 'account_notice', to: user.email, language, content }, appUrl);
    await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.password_changed',
      organizationId: null,
      targetType: 'user',
      targetId: user.id,
    });
  });
}
