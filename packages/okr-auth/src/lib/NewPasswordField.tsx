import type { ChangeEvent } from 'react';
import { FormField, useTranslation } from '@okr/core';
import { newPasswordCatalogs } from './catalogs/newPasswordCatalogs';
import type { AuthKeyOf } from './catalogs/AuthKeyOf';
import { passwordLimits } from './credentialRules';

export interface NewPasswordFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message of `validateNewPassword`, or a key of the same family. */
  error?: AuthKeyOf<'validation'>;
  /** A message already in words (the server's), shown when there is no `error` key. */
  serverError?: string;
  label?: string;
}

/**
 * The input of a password someone chooses (register, reset): the contract's limits as its hint
 * and in its messages, and `new-password` so password managers offer to generate one.
 */
export function NewPasswordField({ value, onChange, error, serverError, label }: NewPasswordFieldProps) {
  const t = useTranslation(newPasswordCatalogs);
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
