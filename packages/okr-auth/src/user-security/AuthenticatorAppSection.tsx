import { Badge, Button, Callout, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { ErrorState, LoadingState, useTranslation } from '@okr/core';
import { AccountSection } from '../lib/AccountSection';
import { ActionError } from '../lib/ActionError';
import { securityCatalogs } from '../lib/catalogs/securityCatalogs';
import { CodeAndPasswordForm } from './CodeAndPasswordForm';
import { TotpQrCode } from './TotpQrCode';
import type { MfaData } from './useMfa';

export interface AuthenticatorAppSectionProps {
  mfa: MfaData;
}

/** The section's `data-state`: what a person meets in it. */
function sectionStateOf(mfa: MfaData) {
  if (mfa.state !== 'ready') return mfa.state;
  if (!mfa.status?.totpEnabled) return 'off';
  return mfa.lastFactorLocked ? 'locked' : 'on';
}

/** Authenticator app (TOTP): set up with a QR code drawn here, turn on with a code, remove with password and code. */
export function AuthenticatorAppSection({ mfa }: AuthenticatorAppSectionProps) {
  const t = useTranslation(securityCatalogs);
  const [removing, setRemoving] = useState(false);
  const { status, enrollment } = mfa;
  const organizations = status?.requiredBy.map((organization) => organization.name).join(', ') ?? '';
  const enabled = status?.totpEnabled === true;
  return (
    <AccountSection
      title={t('auth.security.totpTitle')}
      description={t('auth.security.totpHint')}
      aside={
        status ? (
          <Badge color={enabled ? 'green' : 'gray'} size="2">
            {enabled ? t('auth.security.on') : t('auth.security.off')}
          </Badge>
        ) : undefined
      }
    >
      <Flex direction="column" gap="3" className="okr-totp-section" data-state={sectionStateOf(mfa)}>
        {mfa.state === 'loading' ? <LoadingState /> : null}
        {mfa.state === 'error' ? <ErrorState message={t('auth.security.loadError')} onRetry={mfa.retry} /> : null}
        {status && status.requiredBy.length > 0 ? (
          <Callout.Root color={mfa.lastFactorLocked ? 'amber' : 'blue'} size="1">
            <Callout.Text>
              {mfa.lastFactorLocked
                ? t('auth.security.lastFactorLocked', { organizations })
                : t('auth.security.requiredBy', { organizations })}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {mfa.state === 'ready' && !enabled ? (
          <Flex direction="column" gap="2" align="start">
            <Button onClick={mfa.startTotp} loading={mfa.actions.start.pending}>
              {t('auth.security.totpStart')}
            </Button>
            <ActionError error={mfa.actions.start.error} fallback={t('auth.security.saveError')} />
          </Flex>
        ) : null}
        {enrollment ? (
          <Flex direction="column" gap="3">
            <Text size="2">{t('auth.security.totpScan')}</Text>
            <Flex gap="4" wrap="wrap" align="center">
              <TotpQrCode value={enrollment.otpauthUrl} label={t('auth.security.totpQrLabel')} />
              <Flex direction="column" gap="1" minWidth="0" className="okr-totp-secret">
                <Text size="1" color="gray">
                  {t('auth.security.totpSecret')}
                </Text>
                <Code size="3" variant="ghost" className="okr-totp-secret-key">
                  {enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}
                </Code>
              </Flex>
            </Flex>
            <CodeAndPasswordForm
              fields={{ code: true }}
              submitLabel={t('auth.security.totpConfirm')}
              onSubmit={({ code }) => mfa.confirmTotp(code)}
              action={mfa.actions.confirm}
              onCancel={mfa.cancelEnrolment}
            />
          </Flex>
        ) : null}
        {mfa.state === 'ready' && enabled ? (
          removing ? (
            <Flex direction="column" gap="2">
              <Text size="2" color="gray">
                {t('auth.security.totpRemoveHint')}
              </Text>
              <CodeAndPasswordForm
                fields={{ password: true, code: true }}
                submitLabel={t('auth.security.totpRemove')}
                danger
                onSubmit={(values) => mfa.removeTotp(values).then((ok) => (ok && setRemoving(false), ok))}
                action={mfa.actions.remove}
                onCancel={() => setRemoving(false)}
              />
            </Flex>
          ) : (
            <Flex justify="start">
              <Button variant="soft" color="red" onClick={() => setRemoving(true)}>
                {t('auth.security.totpRemove')}
              </Button>
            </Flex>
          )
        ) : null}
      </Flex>
    </AccountSection>
  );
}
