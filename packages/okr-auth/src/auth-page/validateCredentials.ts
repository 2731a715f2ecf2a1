import { PASSWORD_MAX, PASSWORD_MIN } from '@okr/contract';
import type { AuthMessageKey } from '../lib/authCatalogs';

export type FieldErrors<F extends string> = Partial<Record<F, AuthMessageKey>>;

// The same simple shape the spec asks of email searches: no spaces, an at sign, a dotted domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): AuthMessageKey | undefined {
  return EMAIL.test(email.trim()) ? undefined : 'auth.validation.emailInvalid';
}

export function validateNewPassword(password: string): AuthMessageKey | undefined {
  if (password.length < PASSWORD_MIN) return 'auth.validation.passwordTooShort';
  if (password.length > PASSWORD_MAX) return 'auth.validation.passwordTooLong';
  return undefined;
}

export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return {
    email: validateEmail(values.email),
    password: values.password ? undefined : 'auth.validation.passwordRequired',
  };
}

export function validateRegister(values: {
  fullName: string;
  email: string;
  password: string;
}): FieldErrors<'fullName' | 'email' | 'password'> {
  return {
    fullName: values.fullName.trim() ? undefined : 'auth.validation.fullNameRequired',
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
  };
}

export function hasErrors(errors: Partial<Record<string, unknown>>): boolean {
  return Object.values(errors).some(Boolean);
}
