import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import { AlertMessage } from '../lib/AlertMessage';

export interface SsoChoiceProps {
  email: string;
  /** The server refused a password for this email (`SSO_REQUIRED`): say so, and offer no password. */
  required?: boolean;
  pending?: boolean;
  /** Why the last attempt to leave for the provider failed, if it did. */
  error?: string | null;
  onContinue: () => void;
  onUsePassword: () => void;
  onChangeEmail: () => void;
}

/** Sign-in's second step for an email whose domain has single sign-on: the provider first, a password quietly. */
export function SsoChoice({ email, required = false, pending = false, error, onContinue, onUsePassword, onChangeEmail }: SsoChoiceProps) {
  const t = useTranslation(authPageCatalogs);
  const primary = useRef<HTMLButtonElement>(null);
  // The email form's button is gone: focus the way forward so keyboards and readers land on it.
  useEffect(() => primary.current?.focus(), []);
  return (
    <Flex direction="column" gap="3" className="okr-login-sso" data-required={required || undefined}>
      {required ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{t('auth.sso.required')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Text as="p" size="2" style={{ overflowWrap: 'anywhere' }}>
        {t('auth.sso.body', { email })}
      </Text>
      <AlertMessage message={error} />
      <Button ref={primary} type="button" size="3" disabled={pending} loading={pending} onClick={onContinue}>
        {pending ? t('auth.sso.pending') : t('auth.sso.continue')}
      </Button>
      <Flex justify="between" gap="3" wrap="wrap">
        <Button type="button" variant="ghost" size="2" onClick={onChangeEmail}>
          {t('auth.login.changeEmail')}
        </Button>
        {required ? null : (
          <Button type="button" variant="ghost" color="gray" size="2" onClick={onUsePassword}>
            {t('auth.sso.usePassword')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
