import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { fieldErrorsOf, FormField, useTranslation } from '@okr/core';
import { ActionError } from '../lib/ActionError';
import type { AccountAction } from '../lib/accountAction';
import { securityCatalogs } from '../lib/catalogs/securityCatalogs';

export interface CodeAndPasswordFormProps {
  /** Which fields the action asks for. */
  fields: { password?: boolean; code?: boolean };
  submitLabel: string;
  /** Resolves true on success (the fields then clear). */
  onSubmit: (values: { password: string; code: string }) => Promise<boolean>;
  action: AccountAction;
  onCancel?: () => void;
  danger?: boolean;
}

const SIX_DIGITS = /^\d{6}$/;

/** A password and/or a 6-digit code, checked before sending; the server's words land under their field. */
export function CodeAndPasswordForm({ fields, submitLabel, onSubmit, action, onCancel, danger }: CodeAndPasswordFormProps) {
  const t = useTranslation(securityCatalogs);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const passwordMissing = fields.password === true && password === '';
  const codeWrong = fields.code === true && !SIX_DIGITS.test(code.replace(/\s+/g, ''));
  const passwordError = fieldErrorsOf(action.error).password;
  const codeError = fieldErrorsOf(action.error).code;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (passwordMissing || codeWrong) return;
        void onSubmit({ password, code: code.replace(/\s+/g, '') }).then((ok) => {
          if (!ok) return;
          setPassword('');
          setCode('');
          setChecked(false);
        });
      }}
    >
      <Flex direction="column" gap="3">
        {fields.password ? (
          <FormField
            label={t('auth.security.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={checked && passwordMissing ? t('auth.security.passwordRequired') : passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {fields.code ? (
          <FormField
            label={t('auth.security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            error={checked && codeWrong ? t('auth.security.codeRequired') : codeError}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : null}
        {passwordError || codeError ? null : <ActionError error={action.error} fallback={t('auth.security.saveError')} />}
        <Flex justify="end" gap="3" wrap="wrap">
          {onCancel ? (
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              {t('auth.security.cancel')}
            </Button>
          ) : null}
          <Button type="submit" color={danger ? 'red' : undefined} loading={action.pending}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
