import type { ChangeEvent } from 'react';
import { FormField, useTranslation } from '@okr/core';
import { authCatalogs } from './authCatalogs';
import type { AuthMessageKey } from './authCatalogs';
import { passwordLimits } from './credentialRules';

export interface NewPasswordFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message of `validateNewPassword`, or a key of the same family. */
  error?: AuthMessageKey;
  /** A message already in words (the server's), shown when there is no `error` key. */
  serverError?: string;
  label?: string;
}

/**
 * The input of a password someone chooses (register, reset): the contract's limits as its hint
 * and in its messages, and `new-password` so password managers offer to generate one.
 */
export function NewPasswordField({ value, onChange, error, serverError, label }: NewPasswordFieldProps) {
  const t = useTranslation(authCatalogs);
  return (
    <FormField
      label={label ?? t('auth.field.password')}
      type="password"
      autoComplete="new-password"
      hint={t('auth.field.passwordHint', passwordLimits)}
      error={error ? t(error, passwordLimits) : serverError}
      value={value}
      onChange={onChange}
    />
  );
}
