import { PASSWORD_MAX, PASSWORD_MIN } from '@okr/contract';
import type { AuthKeyOf } from './catalogs/AuthKeyOf';

// The rules every signed-out form applies before it sends anything; the server applies the
// contract's (register, reset password) and has the last word.

export type FieldErrors<F extends string> = Partial<Record<F, AuthKeyOf<'validation'>>>;

// The same simple shape the spec asks of email searches: no spaces, an at sign, a dotted domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): AuthKeyOf<'validation'> | undefined {
  return EMAIL.test(email.trim()) ? undefined : 'auth.validation.emailInvalid';
}

/** A password someone chooses (register, reset): the contract's length limits. */
export function validateNewPassword(password: string): AuthKeyOf<'validation'> | undefined {
  if (password.length < PASSWORD_MIN) return 'auth.validation.passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'auth.validation.passwordTooLong';
  return undefined;
}

/** The values a new-password message interpolates. */
export const passwordLimits = { min: PASSWORD_MIN, max: PASSWORD_MAX };

export function hasErrors(errors: Partial<Record<string, unknown>>): boolean {
  return Object.values(errors).some(Boolean);
}
