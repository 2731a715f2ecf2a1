import { Badge, Box, Button, Flex, Heading, SegmentedControl, Separator, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { SsoConnection, SsoConnectionInput, SsoProtocol } from '@okr/contract';
import { ConfirmDeleteDialog, EmptyState, getErrorMessage, PanelMessage, panelStateOf, useApiClient, useSessionStore, useToast, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { CopyValue } from '../lib/panels/CopyValue';
import { redirectUriGuess } from './redirectUriGuess';
import { ssoQuery, useDeleteSso, useSaveSso } from './ssoApi';
import { SamlConnectionForm } from './SamlConnectionForm';
import { SamlDetails } from './SamlDetails';
import { SsoConnectionForm } from './SsoConnectionForm';
import { SsoDomainsList } from './SsoDomainsList';
import { SsoPlanNotice } from './SsoPlanNotice';
import { TestSignInDialog } from './TestSignInDialog';

export interface SsoSettingsProps {
  onSaved?: (connection: SsoConnection) => void;
  onRemoved?: () => void;
  onDomainVerified?: (domain: string) => void;
  /** Below Enterprise: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  /** Opens the test sign-in's provider page; by default a new window. Returns false when blocked. */
  openWindow?: (url: string) => boolean;
  /** Today, for the SAML certificate's expiry warning (stories pin it). */
  now?: Date;
  className?: string;
}

/**
 * The organization's single sign-on (Enterprise): the OpenID Connect connection and the redirect
 * URI to register at the provider, or a SAML connection's values to copy and its IdP certificate, each domain's verification, a test sign-in, and removal.
 */
export function SsoSettings({ onSaved, onRemoved, onDomainVerified, onSeeBilling, billingHref, openWindow, now, className }: SsoSettingsProps) {
  const t = useTranslation(ssoCatalogs);
  const api = useApiClient();
  const toast = useToast();
  const redirectLabel = useId();
  const testNeeds = useId();
  const organization = useSessionStore((s) => s.organization);
  const orgId = organization?.id ?? null;
  const locked = organization !== null && organization.plan !== 'Enterprise';
  const query = useQuery({ ...ssoQuery(api, orgId), enabled: orgId !== null && !locked });
  const save = useSaveSso(orgId);
  const remove = useDeleteSso(orgId);
  const [settingUp, setSettingUp] = useState(false);
  const [testing, setTesting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const testButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => testButton.current);
  const connection = query.data ?? null;
  const state = locked ? 'locked' : panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data === null, error: query.error });
  const verified = connection?.domains.filter((d) => d.verified).map((d) => d.domain) ?? [];
  const redirectUri = connection?.protocol === 'saml' ? redirectUriGuess(api) : (connection?.redirectUri ?? redirectUriGuess(api));
  const protocolLabel = useId();
  const [chosen, setProtocol] = useState<SsoProtocol | null>(null);
  const protocol: SsoProtocol = chosen ?? connection?.protocol ?? 'oidc';

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('sso.remove.done'));
        setRemoving(false);
        setSettingUp(false);
        onRemoved?.();
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('sso.error.remove')));
        setRemoving(false);
      },
    });

  const body = () => {
    if (state === 'locked') return <SsoPlanNotice onSeeBilling={onSeeBilling} billingHref={billingHref} />;
    if (query.data === undefined) {
      return (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('sso.loading')}
          error={t('sso.loadError')}
          forbidden={t('sso.forbidden')}
          signedOut={t('sso.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (!connection && !settingUp) {
      return (
        <EmptyState
          title={t('sso.empty.title')}
          description={t('sso.empty.body')}
          action={
            <Button mt="2" onClick={() => setSettingUp(true)}>
              {t('sso.empty.action')}
            </Button>
          }
        />
      );
    }
    const saml = protocol === 'saml';
    const saveWith = (input: SsoConnectionInput, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) =>
      save.mutate(input, {
        onSuccess: (saved) => {
          handlers.onSuccess();
          onSaved?.(saved);
        },
        onError: handlers.onError,
      });
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
          <SamlConnectionForm key="saml" connection={connection} pending={save.isPending} onSave={saveWith} />
        ) : (
          <SsoConnectionForm key="oidc" connection={connection?.protocol === 'saml' ? null : connection} pending={save.isPending} onSave={saveWith} />
        )}
        {connection ? (
          <>
            <Separator size="4" />
            <SsoDomainsList orgId={orgId} domains={connection.domains} onDomainVerified={onDomainVerified} />
            <Flex gap="3" wrap="wrap" align="center">
              <Button
                ref={testButton}
                type="button"
                variant="soft"
                disabled={verified.length === 0}
                aria-describedby={verified.length === 0 ? testNeeds : undefined}
                onClick={() => {
                  focus.remember();
                  setTesting(true);
                }}
              >
                {t('sso.test.open')}
              </Button>
              {verified.length === 0 ? (
                <Text id={testNeeds} size="2" color="gray">
                  {t('sso.test.needsVerified')}
                </Text>
              ) : null}
              <Box flexGrow="1" />
              <Button type="button" variant="soft" color="red" onClick={() => setRemoving(true)}>
                {t('sso.remove.open')}
              </Button>
            </Flex>
          </>
        ) : null}
      </Flex>
    );
  };

  return (
    <Flex
      direction="column"
      gap="4"
      className={['okr-sso-settings', className].filter(Boolean).join(' ')}
      data-state={state}
      data-enforced={connection?.enforced || undefined}
    >
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
      <TestSignInDialog open={testing} onOpenChange={setTesting} verifiedDomains={verified} openWindow={openWindow} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={removing}
        title={t('sso.remove.title')}
        question={t('sso.remove.confirm')}
        confirmLabel={t('sso.remove.action')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onOpenChange={(next) => !next && setRemoving(false)}
      />
    </Flex>
  );
}
