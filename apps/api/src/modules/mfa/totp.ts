import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@okr/contract';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it (api-contract.md: SHA-1, 6 digits, 30 s, issuer "OKR").

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommended size), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI the browser draws as a QR code; labelled with the email. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step a code is valid for (the current one or one on either side, for clock drift), or
 * null. A step at or before `lastStep` (already used) is refused: no code is accepted twice.
 */
export function acceptedTotpStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
