import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { RECOVERY_CODE_COUNT } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { AccountSection } from '../lib/AccountSection';
import { securityCatalogs } from '../lib/catalogs/securityCatalogs';
import { CodeAndPasswordForm } from './CodeAndPasswordForm';
import type { MfaData } from './useMfa';

export interface RecoveryCodesSectionProps {
  mfa: MfaData;
}

/** How many recovery codes are left, and a new set for the password (the old set stops working). */
export function RecoveryCodesSection({ mfa }: RecoveryCodesSectionProps) {
  const t = useTranslation(securityCatalogs);
  const [regenerating, setRegenerating] = useState(false);
  const { status } = mfa;
  if (!status) return null;
  const hasFactor = status.totpEnabled || status.passkeyCount > 0;
  return (
    <AccountSection title={t('auth.security.recoveryTitle')} description={t('auth.security.recoveryHint')}>
      <Flex direction="column" gap="3" className="okr-recovery-section" data-state={hasFactor ? 'ready' : 'empty'}>
        <Text size="2">
          {hasFactor
            ? t('auth.security.recoveryRemaining', { count: String(status.recoveryCodesRemaining), total: String(RECOVERY_CODE_COUNT) })
            : t('auth.security.recoveryNone')}
        </Text>
        {hasFactor && regenerating ? (
          <Flex direction="column" gap="2">
            <Text size="2" color="gray">
              {t('auth.security.regenerateHint')}
            </Text>
            <CodeAndPasswordForm
              fields={{ password: true }}
              submitLabel={t('auth.security.regenerate')}
              onSubmit={({ password }) =>
                mfa.regenerateRecoveryCodes({ password }).then((ok) => (ok && setRegenerating(false), ok))
              }
              action={mfa.actions.regenerate}
              onCancel={() => setRegenerating(false)}
            />
          </Flex>
        ) : null}
        {hasFactor && !regenerating ? (
          <Flex justify="start">
            <Button variant="soft" onClick={() => setRegenerating(true)}>
              {t('auth.security.regenerate')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </AccountSection>
  );
}
