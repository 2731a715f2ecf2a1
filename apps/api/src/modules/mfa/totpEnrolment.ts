import { mfaMessages } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/Database';
import { AppError, conflict, ruleViolation } from '../../lib/AppError';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { verifyAccountPassword } from '../auth/verifyAccountPassword';
import { mfaSecretBox } from './mfaSecretBox';
import { wrongCode } from './mfaErrors';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';
import { factorsOf, organizationsRequiringMfa, replaceRecoveryCodes, spendTotpCode, syncMfaEnabled } from './userFactors';

/** POST /auth/mfa/totp: a new pending secret (replacing a pending one); 409 while one is confirmed. */
export async function startTotpEnrolment(request: FastifyRequest, user: UserRow) {
  const { db } = request.server;
  const existing = await db.selectFrom('user_totp').select('confirmed_at').where('user_id', '=', user.id).executeTakeFirst();
  if (existing?.confirmed_at) throw conflict(mfaMessages.totpAlreadyEnabled);
  const secret = newTotpSecret();
  const sealed = (await mfaSecretBox(db)).seal(secret);
  await db
    .insertInto('user_totp')
    .values({ user_id: user.id, secret_sealed: sealed })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_sealed: sealed, last_step: null }).where('user_totp.confirmed_at', 'is', null))
    .execute();
  return { secret, otpauthUrl: totpUri(secret, user.email) };
}

/** POST /auth/mfa/totp/confirm: the first right code turns the app on and answers ten recovery codes. */
export async function confirmTotpEnrolment(request: FastifyRequest, user: UserRow, code: string): Promise<string[]> {
  const { db } = request.server;
  const pending = await db.selectFrom('user_totp').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!pending) throw new AppError('VALIDATION_ERROR', mfaMessages.totpNotStarted, [{ field: 'code', message: mfaMessages.totpNotStarted }]);
  if (pending.confirmed_at) throw conflict(mfaMessages.totpAlreadyEnabled);
  const step = acceptedTotpStep((await mfaSecretBox(db)).unseal(pending.secret_sealed), code, null);
  if (step === null) throw wrongCode();
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('user_totp')
      .set({ confirmed_at: new Date(), last_step: step })
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is', null)
      .where('secret_sealed', '=', pending.secret_sealed)
      .executeTakeFirst();
    // Another request confirmed or restarted it meanwhile.
    if (confirmed.numUpdatedRows === 0n) throw conflict(mfaMessages.totpAlreadyEnabled);
    const codes = await replaceRecoveryCodes(trx, user.id);
    await syncMfaEnabled(trx, user.id);
    await recordAudit(trx, auditActorOf(request), { action: 'auth.mfa_enrolled', organizationId: null, targetType: 'user', targetId: user.id, after: { method: 'totp' } });
    return codes;
  });
}

/** 422 when removing `losing` would leave the user with no factor while an organization requires one. */
async function refuseLosingLastFactor(request: FastifyRequest, userId: string, left: number) {
  if (left > 0) return;
  const requiring = await organizationsRequiringMfa(request.server.db, userId);
  if (requiring.length > 0) throw ruleViolation(mfaMessages.lastFactorRequired);
}

/** DELETE /auth/mfa/totp: the password and a current code; recovery codes go when no factor is left. */
export async function removeTotp(request: FastifyRequest, user: UserRow, password: string, code: string): Promise<void> {
  const { db } = request.server;
  await verifyAccountPassword(request, user, password, 'password');
  const factors = await factorsOf(db, user.id);
  if (!factors.totp) throw new AppError('VALIDATION_ERROR', mfaMessages.totpNotEnabled, [{ field: 'code', message: mfaMessages.totpNotEnabled }]);
  await refuseLosingLastFactor(request, user.id, factors.passkeys);
  if (!(await spendTotpCode(db, user.id, code))) throw wrongCode();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_totp').where('user_id', '=', user.id).execute();
    if (!(await syncMfaEnabled(trx, user.id))) await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
    await recordAudit(trx, auditActorOf(request), { action: 'auth.mfa_disabled', organizationId: null, targetType: 'user', targetId: user.id, before: { method: 'totp' } });
  });
}

/** POST /auth/mfa/recovery-codes: the password, then a new set (the old one stops working). */
export async function regenerateRecoveryCodes(request: FastifyRequest, user: UserRow, password: string): Promise<string[]> {
  const { db } = request.server;
  await verifyAccountPassword(request, user, password, 'password');
  if (!user.mfa_enabled) throw ruleViolation(mfaMessages.totpNotEnabled);
  return db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, user.id);
    await recordAudit(trx, auditActorOf(request), { action: 'auth.recovery_codes_regenerated', organizationId: null, targetType: 'user', targetId: user.id });
    return codes;
  });
}
