// Second factors (api-contract.md "Second factors: TOTP, recovery codes, passkeys"): the fixed
// numbers and messages the server and the mocks answer and the UI shows. No zod: UI bundles
// import these at run time.

/** Second factors a sign-in may ask for, as `methods` of the MFA answer lists them. */
export const mfaMethods = ['totp', 'passkey', 'recovery_code'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

/** How long the `mfaToken` of a sign-in that needs a second factor lives (single use). */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
/** Recovery codes in a set, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** TOTP as RFC 6238 and every authenticator app read it. */
export const TOTP_ISSUER = 'OKR';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const PASSKEY_NAME_MAX = 100;

export const mfaMessages = {
  wrongCode: 'The code is not correct',
  wrongRecoveryCode: 'The recovery code is not correct or was already used',
  totpNotStarted: 'Start adding the authenticator app first',
  totpAlreadyEnabled: 'An authenticator app is already set up. Remove it first.',
  totpNotEnabled: 'No authenticator app is set up',
  mfaTokenInvalid: 'This sign-in step has expired. Sign in again.',
  oneFactor: 'Send exactly one of code, recoveryCode or passkey',
  passkeyRefused: 'The passkey could not be verified',
  passkeyChallengeExpired: 'The passkey request has expired. Try again.',
  lastFactorRequired: 'An organization you belong to requires a second factor: add another one before removing this one',
  enrollmentRequired: 'This organization requires a second factor. Set one up to continue.',
  requireMfaPlan: 'Requiring a second factor is available on the Pro and Enterprise plans',
} as const;
