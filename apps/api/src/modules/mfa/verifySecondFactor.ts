import { mfaMessages } from '@okr/contract';
import type { MfaVerifyRequest } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../lib/AppError';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { recordFailedLogin } from '../auth/recordFailedLogin';
import { reserveSignInAttempt } from '../auth/signInLimits';
import { signInLimitsOf } from '../auth/signInLimitsConfig';
import { findUserById } from '../users/userRepository';
import { findMfaChallenge, spendMfaChallenge } from './mfaChallenge';
import { wrongCode } from './mfaErrors';
import { passkeyAssertionHolds, passkeyOfAssertion } from './passkeys';
import { signedInAnswer } from './signedInAnswer';
import { spendRecoveryCode, spendTotpCode } from './userFactors';

type Answer = { code?: string; recoveryCode?: string; passkey?: MfaVerifyRequest['passkey'] };

/**
 * POST /auth/mfa/verify: the second step of a sign-in. Under the sign-in limits (checked before the
 * code, per account and address): a wrong code counts as a failed sign-in; only the last factor's
 * success forgets the account's failures. The `mfaToken` is spent by the one request that succeeds.
 */
export async function verifySecondFactor(request: FastifyRequest, reply: FastifyReply, mfaToken: string, answer: Answer) {
  const { db, config } = request.server;
  const challenge = await findMfaChallenge(db, mfaToken);
  const user = challenge?.user_id ? await findUserById(db, challenge.user_id) : undefined;
  if (!challenge || !user?.is_active) throw unauthenticated(mfaMessages.mfaTokenInvalid);
  const limits = signInLimitsOf(config);
  const attempt = { account: user.email, ip: request.ip };
  // Counted as a failure (every refusal below, and an error) until the factor holds.
  const reservation = await reserveSignInAttempt(db, limits, attempt);
  const field = answer.code !== undefined ? 'code' : answer.recoveryCode !== undefined ? 'recoveryCode' : 'passkey';
  let right = false;
  if (answer.code !== undefined) right = await spendTotpCode(db, user.id, answer.code);
  else if (answer.recoveryCode !== undefined) right = await spendRecoveryCode(db, user.id, answer.recoveryCode);
  else if (answer.passkey !== undefined) {
    const passkey = await passkeyOfAssertion(request, answer.passkey);
    right = passkey?.user_id === user.id && (await passkeyAssertionHolds(request, answer.passkey, passkey));
  }
  if (!right) {
    await recordFailedLogin(request, user.email);
    throw wrongCode(field);
  }
  if (!(await spendMfaChallenge(db, challenge.id))) throw unauthenticated(mfaMessages.mfaTokenInvalid);
  await reservation.succeeded();
  if (field === 'recoveryCode') {
    await recordAudit(db, { ...auditActorOf(request), userId: user.id, email: user.email }, { action: 'auth.recovery_code_used', organizationId: null, targetType: 'user', targetId: user.id });
  }
  return signedInAnswer(request, reply, user, { method: 'mfa', ssoOrganizationId: challenge.sso_organization_id });
}
