import { useRef, useState } from 'react';
import type { SsoConnection, SsoConnectionInput } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { SsoConnectionView } from './SsoConnectionView';
import { TestSignInDialog } from './TestSignInDialog';
import { useSsoConnection } from './useSsoConnection';

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
 * URI to register at the provider, or a SAML connection's values to copy and its IdP certificate,
 * each domain's verification, a test sign-in, and removal. Draws exactly `useSsoConnection`.
 */
export function SsoSettings({ onSaved, onRemoved, onDomainVerified, onSeeBilling, billingHref, openWindow, now, className }: SsoSettingsProps) {
  const t = useTranslation(ssoCatalogs);
  const toast = useToast();
  const model = useSsoConnection();
  const [settingUp, setSettingUp] = useState(false);
  const [testing, setTesting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const testButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => testButton.current);

  const save = (input: SsoConnectionInput, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) =>
    model.save.run(input, {
      onSuccess: (saved) => {
        handlers.onSuccess();
        onSaved?.(saved);
      },
      onError: handlers.onError,
    });
  const confirmRemove = () =>
    model.remove.run(undefined, {
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

  return (
    <SsoConnectionView
      state={model.state}
      connection={model.connection}
      can={model.can}
      redirectUri={model.redirectUri}
      settingUp={settingUp}
      onSetUp={() => setSettingUp(true)}
      onSave={save}
      saving={model.save.isPending}
      verifyDomain={model.verifyDomain}
      verifyingDomain={model.verifyingDomain}
      onDomainVerified={onDomainVerified}
      onTest={() => {
        focus.remember();
        model.startTest.reset();
        setTesting(true);
      }}
      onRemove={() => setRemoving(true)}
      onRetry={model.retry}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      now={now}
      testButtonRef={testButton}
      className={className}
    >
      <TestSignInDialog
        open={testing}
        start={model.startTest}
        onOpenChange={setTesting}
        verifiedDomains={model.verifiedDomains}
        openWindow={openWindow}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <ConfirmDeleteDialog
        open={removing}
        title={t('sso.remove.title')}
        question={t('sso.remove.confirm')}
        confirmLabel={t('sso.remove.action')}
        cancelLabel={t('common.cancel')}
        pending={model.remove.isPending}
        onConfirm={confirmRemove}
        onOpenChange={(next) => !next && setRemoving(false)}
      />
    </SsoConnectionView>
  );
}
