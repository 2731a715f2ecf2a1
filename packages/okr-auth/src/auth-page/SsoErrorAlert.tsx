import { Callout, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import { ssoErrorMessageKey } from './ssoErrorOf';

export interface SsoErrorAlertProps {
  /** The `sso_error` code the callback sent back with. */
  code: string;
}

/**
 * Why the last single sign-on failed, in words a person understands. It takes focus when it
 * appears (the page was just loaded by a redirect), so a screen reader reads it first.
 */
export function SsoErrorAlert({ code }: SsoErrorAlertProps) {
  const t = useTranslation(authPageCatalogs);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <Callout.Root ref={region} color="red" role="alert" tabIndex={-1} className="okr-sso-error" data-code={code}>
      <Callout.Text>
        <Text weight="bold">{t('auth.ssoError.title')}</Text> {t(ssoErrorMessageKey(code))}
      </Callout.Text>
    </Callout.Root>
  );
}
