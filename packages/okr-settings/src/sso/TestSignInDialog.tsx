import { Button, Callout, Dialog, Flex, Link } from '@radix-ui/themes';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { openSsoTestWindow } from '@okr/auth/session';
import type { SsoStartAnswer } from '@okr/contract';
import { FormField, OKR_ROOT_CLASS, getErrorMessage, isApiError, useTranslation } from '@okr/core';
import { ssoCatalogs } from '../lib/catalogs/ssoCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';

export interface TestSignInDialogProps {
  open: boolean;
  /** `useSsoConnection`'s `startTest`. */
  start: PanelAction<string, SsoStartAnswer>;
  onOpenChange: (open: boolean) => void;
  /** The connection's verified domains: the email's placeholder names one. */
  verifiedDomains: string[];
  /**
   * Opens the provider's page; by default a new window marked as a test, whose `/sso/complete`
   * ends the tested session instead of replacing the stored one. Returns false when blocked.
   */
  openWindow?: (url: string) => boolean;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Test sign-in": asks for an email of a verified domain, starts the flow and opens it in a new window. */
export function TestSignInDialog({ open, start, onOpenChange, verifiedDomains, openWindow = openSsoTestWindow, onCloseAutoFocus }: TestSignInDialogProps) {
  const t = useTranslation(ssoCatalogs);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ opened: boolean; url: string } | null>(null);
  const notAvailable = isApiError(start.error) && start.error.status === 404;
  const failure = start.error && !notAvailable ? getErrorMessage(start.error, t('sso.error.test')) : null;

  const change = (next: boolean) => {
    if (!next) {
      setResult(null);
      start.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || start.isPending) return;
    setResult(null);
    start.run(email.trim(), { onSuccess: ({ redirectUrl }) => setResult({ opened: openWindow(redirectUrl), url: redirectUrl }) });
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content maxWidth="480px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('sso.test.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('sso.test.description')}
        </Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <FormField
              label={t('sso.test.email')}
              type="email"
              autoComplete="off"
              placeholder={verifiedDomains[0] ? `name@${verifiedDomains[0]}` : undefined}
              value={email}
              error={notAvailable ? t('sso.test.notAvailable') : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                start.reset();
              }}
            />
            {failure ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{failure}</Callout.Text>
              </Callout.Root>
            ) : null}
            {result ? (
              <Callout.Root color={result.opened ? 'green' : 'amber'} highContrast role="status">
                <Callout.Text>
                  {result.opened ? (
                    t('sso.test.opened')
                  ) : (
                    <>
                      {t('sso.test.blocked')}{' '}
                      {/* The callout's own dark text, underlined: amber-11 is 4.2:1 on the amber callout, 2.5:1 beside its text. */}
                      <Link href={result.url} target="_blank" rel="noopener noreferrer" highContrast underline="always">
                        {t('sso.test.link')}
                      </Link>
                    </>
                  )}
                </Callout.Text>
              </Callout.Root>
            ) : null}
            <Flex gap="3" justify="end">
              <Button type="button" variant="soft" color="gray" onClick={() => change(false)}>
                {result ? t('common.done') : t('common.cancel')}
              </Button>
              <Button type="submit" loading={start.isPending} disabled={start.isPending || !email.trim()}>
                {start.isPending ? t('sso.test.starting') : t('sso.test.start')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
