import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { MfaMethod } from '@okr/contract';
import { FormField, useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import { validateFactorCode } from './validateFactorCode';
import { AlertMessage } from '../lib/AlertMessage';

export type FactorAnswer = { code: string } | { recoveryCode: string };

export interface SecondFactorStepProps {
  /** The factors the account has (`methods` of the sign-in's answer). */
  methods: MfaMethod[];
  onVerify: (answer: FactorAnswer) => void;
  onUsePasskey: () => void;
  onCancel: () => void;
  /** A code is being checked. */
  pending?: boolean;
  /** The browser's passkey prompt is open, or its answer is being checked. */
  passkeyPending?: boolean;
  /** Why the last answer did not sign in (a wrong code, a refused passkey, a wait). */
  error?: string | null;
}

/**
 * Sign-in's step after a right password for an account with a second factor: the authenticator
 * app's code, a recovery code instead, or a passkey. Plain values out; the flow calls the API.
 */
export function SecondFactorStep({ methods, onVerify, onUsePasskey, onCancel, pending = false, passkeyPending = false, error }: SecondFactorStepProps) {
  const t = useTranslation(authPageCatalogs);
  const hasTotp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasTotp);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const kind = recovery ? 'recoveryCode' : 'code';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFactorCode(kind, value);
    setInvalid(problem ? t(problem) : null);
    if (problem) return;
    onVerify(recovery ? { recoveryCode: value.trim() } : { code: value.replace(/\s+/g, '') });
  };
  const switchKind = () => {
    setRecovery((current) => !current);
    setValue('');
    setInvalid(null);
  };

  return (
    <Flex direction="column" gap="3" className="okr-login-factor" data-state={pending || passkeyPending ? 'pending' : error ? 'error' : 'idle'}>
      <Text as="p" size="2">
        {recovery ? t('auth.factor.recoveryBody') : t('auth.factor.codeBody')}
      </Text>
      <AlertMessage message={error} />
      <form onSubmit={submit} noValidate aria-label={t('auth.factor.title')}>
        <Flex direction="column" gap="3">
          {recovery ? (
            <FormField
              key="recoveryCode"
              label={t('auth.factor.recoveryLabel')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              value={value}
              error={invalid ?? undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          ) : (
            <FormField
              key="code"
              label={t('auth.factor.codeLabel')}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9 ]*"
              maxLength={7}
              autoFocus
              value={value}
              error={invalid ?? undefined}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
          <Button type="submit" disabled={pending || passkeyPending} loading={pending}>
            {pending ? t('auth.factor.pending') : t('auth.factor.submit')}
          </Button>
        </Flex>
      </form>
      {methods.includes('passkey') ? (
        <Button type="button" variant="soft" disabled={pending || passkeyPending} loading={passkeyPending} onClick={onUsePasskey}>
          {passkeyPending ? t('auth.factor.passkeyPending') : t('auth.factor.usePasskey')}
        </Button>
      ) : null}
      <Flex justify="between" gap="3" wrap="wrap">
        {hasTotp && methods.includes('recovery_code') ? (
          <Button type="button" variant="ghost" size="2" onClick={switchKind}>
            {recovery ? t('auth.factor.useCode') : t('auth.factor.useRecovery')}
          </Button>
        ) : null}
        <Button type="button" variant="ghost" color="gray" size="2" onClick={onCancel}>
          {t('auth.factor.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
