import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { PASSKEY_NAME_MAX } from '@okr/contract';
import { ErrorState, FormField, LoadingState, useTranslation } from '@okr/core';
import { AccountSection } from '../lib/AccountSection';
import { ActionError } from '../lib/ActionError';
import { securityCatalogs } from '../lib/catalogs/securityCatalogs';
import { PasskeyRow } from './PasskeyRow';
import type { PasskeysData } from './usePasskeys';

export interface PasskeysSectionProps {
  passkeys: PasskeysData;
}

/** Passkeys: the list, add one (named) through the browser, rename, remove. */
export function PasskeysSection({ passkeys }: PasskeysSectionProps) {
  const t = useTranslation(securityCatalogs);
  const [name, setName] = useState('');
  const { actions } = passkeys;
  return (
    <AccountSection title={t('auth.security.passkeysTitle')} description={t('auth.security.passkeysHint')}>
      <Flex direction="column" gap="3" className="okr-passkeys-section" data-state={passkeys.state}>
        {passkeys.state === 'loading' ? <LoadingState /> : null}
        {passkeys.state === 'error' ? <ErrorState message={t('auth.security.loadError')} onRetry={passkeys.retry} /> : null}
        {passkeys.state === 'empty' ? (
          <Text size="2" color="gray">
            {t('auth.security.passkeysEmpty')}
          </Text>
        ) : null}
        {passkeys.state === 'ready' ? (
          <ul className="okr-session-list">
            {passkeys.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRename={passkeys.renamePasskey}
                onRemove={(id) => void passkeys.removePasskey(id)}
                busy={passkeys.busyId === passkey.id}
              />
            ))}
          </ul>
        ) : null}
        <ActionError error={actions.remove.error ?? actions.rename.error} fallback={t('auth.security.saveError')} />
        {passkeys.state === 'ready' || passkeys.state === 'empty' ? (
          passkeys.supported ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void passkeys.addPasskey(name).then((ok) => ok && setName(''));
              }}
            >
              <Flex gap="3" align="end" wrap="wrap">
                <FormField
                  label={t('auth.security.passkeyName')}
                  placeholder={t('auth.security.passkeyNamePlaceholder')}
                  value={name}
                  maxLength={PASSKEY_NAME_MAX}
                  onChange={(event) => setName(event.target.value)}
                />
                <Button type="submit" loading={actions.add.pending}>
                  {t('auth.security.addPasskey')}
                </Button>
              </Flex>
            </form>
          ) : (
            <Text size="2" color="gray">
              {t('auth.security.passkeysUnsupported')}
            </Text>
          )
        ) : null}
        <ActionError error={actions.add.error} fallback={t('auth.security.passkeyAddError')} />
      </Flex>
    </AccountSection>
  );
}
