import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, mfaMessages } from '@okr/contract';
import { PasskeyOptions } from '@okr/contract/schemas';
import { userMfa } from '../db/mfa';
import type { MockDb } from '../db/MockDb';
import { findUserByEmail } from '../db/users';
import type { DbSource } from '../lib/DbSource';
import { apiError, apiUrl, rateLimited, respond } from '../lib/respond';
import { signedInAnswer } from './signedInAnswer';

const paths = apiPaths.auth;

/** The recovery codes every user of `secondFactor` has (each works once). */
export const MOCK_RECOVERY_CODES = Array.from({ length: 10 }, (_, n) => `mock-rcode${n}`);

/** Gives the user of `email` an authenticator app, a passkey and `MOCK_RECOVERY_CODES`, once per db. */
function withFactors(db: MockDb, email: string): void {
  const user = findUserByEmail(db, email);
  if (!user) return;
  const mfa = userMfa(db, user.id);
  if (mfa.totp === 'enabled') return;
  mfa.totp = 'enabled';
  mfa.passkeys = 1;
  mfa.passkeyList = [{ id: 'mock-passkey', name: 'Laptop', createdAt: db.now(), lastUsedAt: null, transports: ['internal'] }];
  mfa.recoveryCodes = new Set(MOCK_RECOVERY_CODES);
}

const passkeyOptions = () =>
  respond(PasskeyOptions, { challenge: 'bW9jay1jaGFsbGVuZ2U', rpId: 'localhost', allowCredentials: [], userVerification: 'preferred', timeout: 60_000 });

export interface SecondFactorScenarios {
  /**
   * Every demo user signs in with a second factor: the password answers `{ mfaRequired }` (an
   * authenticator app, a passkey, `MOCK_RECOVERY_CODES`); every six-digit code but
   * `MOCK_WRONG_TOTP_CODE` is right once; any passkey answer is accepted, as the second factor or
   * alone (then as `admin@demo.okr`). The mocks check no WebAuthn signature.
   */
  secondFactor: HttpHandler[];
  /** As `secondFactor`, but the step has expired: `POST /auth/mfa/verify` answers 401. */
  secondFactorExpired: HttpHandler[];
  /** As `secondFactor`, but `POST /auth/mfa/verify` answers the API's 429 (Retry-After 42). */
  secondFactorRateLimited: HttpHandler[];
  /** Passwordless passkey sign-in refused: `POST /auth/passkeys/login` answers 400 naming `passkey`. */
  passkeyRefused: HttpHandler[];
}

/** Second-factor sign-in scenarios over the default handlers `all`. */
export function secondFactorScenarios(source: DbSource, all: HttpHandler[]): SecondFactorScenarios {
  // Falls through (no answer) to the real login, which now sees the factors.
  const factorsAtLogin = http.post(apiUrl(paths.login), async ({ request }) => {
    const body: unknown = await request.clone().json().catch(() => null);
    if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') withFactors(source(), body.email);
  });
  const passkeyAnswers = [
    http.post(apiUrl(paths.passkeyLoginOptions), passkeyOptions),
    http.post(apiUrl(paths.passkeyLogin), ({ request }) => {
      const db = source();
      const user = findUserByEmail(db, 'admin@demo.okr');
      return user ? signedInAnswer(db, user, request, 'passkey') : apiError('VALIDATION_ERROR', mfaMessages.passkeyRefused);
    }),
  ];
  // The real verify takes codes; a passkey answer (no code, no recovery code) is accepted here.
  const passkeyVerify = http.post(apiUrl(paths.mfaVerify), async ({ request }) => {
    const body: unknown = await request.clone().json().catch(() => null);
    if (typeof body !== 'object' || body === null || !('passkey' in body)) return;
    const db = source();
    const user = findUserByEmail(db, 'admin@demo.okr');
    return user ? signedInAnswer(db, user, request, 'mfa') : undefined;
  });
  const secondFactor = [factorsAtLogin, ...passkeyAnswers, passkeyVerify, ...all];
  return {
    secondFactor,
    secondFactorExpired: [http.post(apiUrl(paths.mfaVerify), () => apiError('UNAUTHENTICATED', mfaMessages.mfaTokenInvalid)), ...secondFactor],
    secondFactorRateLimited: [
      http.post(apiUrl(paths.mfaVerify), () => rateLimited('Too many attempts. Please try again later.', 42)),
      ...secondFactor,
    ],
    passkeyRefused: [
      http.post(apiUrl(paths.passkeyLogin), () => apiError('VALIDATION_ERROR', mfaMessages.passkeyRefused, [{ field: 'passkey', message: mfaMessages.passkeyRefused }])),
      ...secondFactor,
    ],
  };
}
