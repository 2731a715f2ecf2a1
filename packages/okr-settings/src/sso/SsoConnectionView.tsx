import { Badge, Box, Button, Flex, Heading, SegmentedControl, Separator, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import type { SsoConnection, SsoProtocol, SsoVerifyDomainAnswer } from '@okr/contract';
import { cx, EmptyState, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { CopyValue } from '../lib/panels/CopyValue';
import { PanelMessage } from '@okr/core';
import type { PanelAction } from '../lib/panels/panelAction';
import { SamlConnectionForm } from './SamlConnectionForm';
import { SamlDetails } from './SamlDetails';
import { SsoConnectionForm } from './SsoConnectionForm';
import type { SsoConnectionFormProps } from './SsoConnectionForm';
import type { SsoCan } from './ssoCanOf';
import { SsoDomainsList } from './SsoDomainsList';
import { SsoPlanNotice } from './SsoPlanNotice';
import type { SsoState } from './useSsoConnection';

export interface SsoConnectionViewProps {
  /** The `data-state`: a panel's words (`empty`: no connection), or `locked` below Enterprise (the plan notice). */
  state: SsoState;
  connection: SsoConnection | null;
  can: SsoCan;
  redirectUri: string | null;
  /** No connection yet: the form is shown once the person chose to set one up. */
  settingUp: boolean;
  onSetUp: () => void;
  /** Saves either protocol's form; the form keeps what was typed and shows the server's refusal. */
  onSave: SsoConnectionFormProps['onSave'];
  saving: boolean;
  /** `useSsoConnection`'s `verifyDomain` and `verifyingDomain`, for the domains list. */
  verifyDomain: PanelAction<string, SsoVerifyDomainAnswer>;
  verifyingDomain: string | null;
  onDomainVerified?: (domain: string) => void;
  /** Opens the test sign-in (it needs a verified domain). */
  onTest: () => void;
  onRemove: () => void;
  onRetry: () => void;
  /** `locked`: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  /** Today, for the SAML certificate's expiry warning (stories pin it). */
  now?: Date;
  /** The test button, where focus returns when its dialog closes. */
  testButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

/**
 * Single sign-on over plain data: the OpenID Connect or SAML connection's form, the redirect URI or
 * SAML values to copy, each domain's verification, and the test and remove buttons.
 */
export function SsoConnectionView(props: SsoConnectionViewProps) {
  const { state, connection, can, redirectUri, onSave, saving, now } = props;
  const t = useTranslation(ssoCatalogs);
  const redirectLabel = useId();
  const testNeeds = useId();
  const protocolLabel = useId();
  const [chosen, setProtocol] = useState<SsoProtocol | null>(null);
  const protocol: SsoProtocol = chosen ?? connection?.protocol ?? 'oidc';
  const hasVerified = connection?.domains.some((d) => d.verified) ?? false;

  const body = () => {
    if (state === 'locked') return <SsoPlanNotice onSeeBilling={props.onSeeBilling} billingHref={props.billingHref} />;
    if (state === 'loading' || state === 'error' || state === 'forbidden' || state === 'signed-out') {
      return (
        <PanelMessage
          state={state}
          loading={t('sso.loading')}
          error={t('sso.loadError')}
          forbidden={t('sso.forbidden')}
          signedOut={t('sso.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={props.onRetry}
        />
      );
    }
    if (!connection && !props.settingUp) {
      return (
        <EmptyState
          title={t('sso.empty.title')}
          description={t('sso.empty.body')}
          action={
            can.save ? (
              <Button mt="2" onClick={props.onSetUp}>
                {t('sso.empty.action')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    const saml = protocol === 'saml';
    return (
      <Flex direction="column" gap="5" style={{ maxWidth: 720 }}>
        <Flex direction="column" gap="1">
          <Text id={protocolLabel} size="2" weight="medium">
            {t('sso.protocol.label')}
          </Text>
          <SegmentedControl.Root value={protocol} aria-labelledby={protocolLabel} onValueChange={(value) => setProtocol(value as SsoProtocol)} style={{ alignSelf: 'start' }}>
            <SegmentedControl.Item value="oidc">{t('sso.protocol.oidc')}</SegmentedControl.Item>
            <SegmentedControl.Item value="saml">{t('sso.protocol.saml')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
        {saml && connection?.protocol === 'saml' ? <SamlDetails connection={connection} now={now} /> : null}
        {!saml && redirectUri ? (
          <Flex direction="column" gap="1">
            <Text id={redirectLabel} size="2" weight="medium">
              {t('sso.redirect.label')}
            </Text>
            <Text size="1" color="gray">
              {connection ? t('sso.redirect.hint') : t('sso.redirect.pendingHint')}
            </Text>
            <CopyValue value={redirectUri} labelledBy={redirectLabel} copyLabel={t('sso.copy.redirect')} />
          </Flex>
        ) : null}
        {saml ? (
          <SamlConnectionForm key="saml" connection={connection} pending={saving} onSave={onSave} />
        ) : (
          <SsoConnectionForm key="oidc" connection={connection?.protocol === 'saml' ? null : connection} pending={saving} onSave={onSave} disabled={!can.save} />
        )}
        {connection ? (
          <>
            <Separator size="4" />
            <SsoDomainsList domains={connection.domains} verify={props.verifyDomain} verifyingDomain={props.verifyingDomain} onDomainVerified={props.onDomainVerified} />
            <Flex gap="3" wrap="wrap" align="center">
              {can.save ? (
                <Button ref={props.testButtonRef} type="button" variant="soft" disabled={!hasVerified} aria-describedby={hasVerified ? undefined : testNeeds} onClick={props.onTest}>
                  {t('sso.test.open')}
                </Button>
              ) : null}
              {can.save && !hasVerified ? (
                <Text id={testNeeds} size="2" color="gray">
                  {t('sso.test.needsVerified')}
                </Text>
              ) : null}
              <Box flexGrow="1" />
              {can.remove ? (
                <Button type="button" variant="soft" color="red" onClick={props.onRemove}>
                  {t('sso.remove.open')}
                </Button>
              ) : null}
            </Flex>
          </>
        ) : null}
      </Flex>
    );
  };

  return (
    <Flex direction="column" gap="4" className={cx('okr-sso-settings', props.className)} data-state={state} data-enforced={connection?.enforced || undefined}>
      <Box style={{ maxWidth: '65ch' }}>
        <Flex align="center" gap="2">
          <Heading as="h2" size="4">
            {t('sso.title')}
          </Heading>
          {connection?.enforced ? (
            <Badge color="amber" highContrast>
              {t('sso.enforced.badge')}
            </Badge>
          ) : null}
        </Flex>
        <Text as="p" size="2" color="gray">
          {t('sso.subtitle')}
        </Text>
      </Box>
      {body()}
      {props.children}
    </Flex>
  );
}
