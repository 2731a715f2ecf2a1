import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` (RFC 6238: SHA-1, 6 digits, 30 s), `offsetSteps`
 * periods from now. A code is accepted once: a sign-in right after enrolling takes the next step's.
 */
export const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
