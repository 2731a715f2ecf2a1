import { validateEmail, validateNewPassword } from '../lib/credentialRules';
import type { FieldErrors } from '../lib/credentialRules';

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
