import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { accountMessages, apiPaths, mfaMessages } from '@okr/contract';
import {
  MfaStatus,
  MfaVerifyRequest,
  RecoveryCodesResponse,
  RegenerateRecoveryCodesRequest,
  TotpConfirmRequest,
  TotpEnrollment,
  TotpRemoveRequest,
} from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { MOCK_TOTP_SECRET, hasSecondFactor, liveMfaChallenge, newRecoveryCodes, spendRecoveryCode, spendTotpCode, userMfa } from '../db/mfa';
import { organizationsOfUser } from '../db/organizations';
import { callerResolver } from '../lib/authenticate';
import { signedInAnswer } from './signedInAnswer';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, fail, noContent, readBody, respond } from '../lib/routeKit';

const paths = apiPaths.auth;

const wrong = (field: 'code' | 'recoveryCode' | 'passkey' | 'password', message: string = mfaMessages.wrongCode): never =>
  fail('VALIDATION_ERROR', field === 'password' ? 'Validation failed' : mfaMessages.wrongCode, [{ field, message }]);

/**
 * Second factors as the API behaves (api-contract.md "Second factors"), one handler per path. Not
 * modelled: real TOTP (see db/mfa.ts), passkeys, and the sign-in limits wrong codes count against.
 */
export function mfaRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const status = http.get(apiUrl(paths.mfa), ({ request }) => {
    const { db, user } = caller(request);
    const mfa = userMfa(db, user.id);
    const requiredBy = organizationsOfUser(db, user.id)
      .filter((organization) => organization.requireMfa)
      .map(({ id, name }) => ({ id, name }));
    return respond(MfaStatus, { totpEnabled: mfa.totp === 'enabled', recoveryCodesRemaining: mfa.recoveryCodes.size, passkeyCount: mfa.passkeys, requiredBy });
  });

  const startTotp = http.post(apiUrl(paths.mfaTotp), ({ request }) => {
    const { db, user } = caller(request);
    const mfa = userMfa(db, user.id);
    if (mfa.totp === 'enabled') return fail('CONFLICT', mfaMessages.totpAlreadyEnabled);
    mfa.totp = 'pending';
    const label = encodeURIComponent(`OKR:${user.email}`);
    return respond(TotpEnrollment, { secret: MOCK_TOTP_SECRET, otpauthUrl: `otpauth://totp/${label}?issuer=OKR&secret=${MOCK_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30` });
  });

  const confirmTotp = http.post(apiUrl(paths.mfaTotpConfirm), async ({ request }) => {
    const { db, user } = caller(request);
    const { code } = await readBody(request, TotpConfirmRequest);
    const mfa = userMfa(db, user.id);
    if (mfa.totp === 'none') return wrong('code', mfaMessages.totpNotStarted);
    if (mfa.totp === 'enabled') return fail('CONFLICT', mfaMessages.totpAlreadyEnabled);
    if (!spendTotpCode(db, user.id, code)) return wrong('code');
    mfa.totp = 'enabled';
    const recoveryCodes = newRecoveryCodes(db, user.id);
    recordAudit(db, { action: 'auth.mfa_enrolled', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return respond(RecoveryCodesResponse, { recoveryCodes });
  });

  const removeTotp = http.delete(apiUrl(paths.mfaTotp), async ({ request }) => {
    const { db, user } = caller(request);
    const body = await readBody(request, TotpRemoveRequest);
    if (user.password !== body.password) return wrong('password', accountMessages.wrongPassword);
    const mfa = userMfa(db, user.id);
    if (mfa.totp !== 'enabled') return wrong('code', mfaMessages.totpNotEnabled);
    if (mfa.passkeys === 0 && organizationsOfUser(db, user.id).some((organization) => organization.requireMfa)) {
      return fail('RULE_VIOLATION', mfaMessages.lastFactorRequired);
    }
    if (!spendTotpCode(db, user.id, body.code)) return wrong('code');
    mfa.totp = 'none';
    if (mfa.passkeys === 0) mfa.recoveryCodes.clear();
    recordAudit(db, { action: 'auth.mfa_disabled', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return noContent();
  });

  const regenerate = http.post(apiUrl(paths.mfaRecoveryCodes), async ({ request }) => {
    const { db, user } = caller(request);
    const { password } = await readBody(request, RegenerateRecoveryCodesRequest);
    if (user.password !== password) return wrong('password', accountMessages.wrongPassword);
    if (!hasSecondFactor(db, user.id)) return fail('RULE_VIOLATION', mfaMessages.totpNotEnabled);
    const recoveryCodes = newRecoveryCodes(db, user.id);
    recordAudit(db, { action: 'auth.recovery_codes_regenerated', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return respond(RecoveryCodesResponse, { recoveryCodes });
  });

  const verify = http.post(apiUrl(paths.mfaVerify), async ({ request }) => {
    const db = source();
    const { mfaToken, code, recoveryCode } = await readBody(request, MfaVerifyRequest);
    const challenge = liveMfaChallenge(db, mfaToken);
    const user = challenge ? db.users.get(challenge.userId) : undefined;
    if (!challenge || !user?.isActive) return fail('UNAUTHENTICATED', mfaMessages.mfaTokenInvalid);
    if (code !== undefined && !spendTotpCode(db, user.id, code)) return wrong('code');
    if (recoveryCode !== undefined && !spendRecoveryCode(db, user.id, recoveryCode)) return wrong('recoveryCode', mfaMessages.wrongRecoveryCode);
    if (code === undefined && recoveryCode === undefined) return wrong('passkey', mfaMessages.passkeyRefused);
    challenge.used = true;
    if (recoveryCode !== undefined) recordAudit(db, { action: 'auth.recovery_code_used', actorId: user.id, organizationId: null, targetType: 'user', targetId: user.id });
    return signedInAnswer(db, user, request, 'mfa');
  });

  return { status, startTotp, confirmTotp, removeTotp, regenerate, verify } satisfies Record<string, HttpHandler>;
}
