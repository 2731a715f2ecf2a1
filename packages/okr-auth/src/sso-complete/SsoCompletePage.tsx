import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { SSO_ERROR_PARAM } from '@okr/contract';
import { useOkrNavigate, useTranslation } from '@okr/core';
import { AuthCard } from '../lib/AuthCard';
import { ssoCompleteCatalogs } from '../lib/catalogs/ssoCompleteCatalogs';
import { clearSsoTestWindow, isSsoTestWindow } from '../lib/sso/ssoTestWindow';
import { useCompleteSso } from './useCompleteSso';

export interface SsoCompletePageProps {
  /** Where a signed-in person goes; the app's guard then sends a super administrator or an unfinished onboarding on. */
  appPath?: string;
  /** Where a failure goes, with `?sso_error=complete` so the page says what happened. */
  signInPath?: string;
  /**
   * The organization the person signed in to, when the address names it (`?org=<id>`): passed on
   * to the app, which switches to it. By default read from the page's address.
   */
  organizationId?: string | null;
  /** Called instead of navigating when given: `true` signed in, `false` failed. */
  onDone?: (signedIn: boolean) => void;
}

const organizationOfAddress = (): string | null =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('org');

/**
 * `/sso/complete`: where the single sign-on callback lands; gets the session and moves on. In a
 * "Test sign-in" window it says whether the sign-in worked and ends that session instead.
 */
export function SsoCompletePage({ appPath = '/app', signInPath = '/login', organizationId, onDone }: SsoCompletePageProps) {
  const t = useTranslation(ssoCompleteCatalogs);
  const navigate = useOkrNavigate();
  const [test] = useState(isSsoTestWindow);
  const [tested, setTested] = useState<boolean | null>(null);
  const complete = useCompleteSso(test);
  // Once only, also under StrictMode's second effect: a second refresh would replay the rotated token.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const org = organizationId === undefined ? organizationOfAddress() : organizationId;
    if (test) {
      complete.mutate(undefined, { onSettled: (_tokens, error) => setTested(!error) });
      clearSsoTestWindow();
      return;
    }
    complete.mutate(undefined, {
      onSuccess: () => {
        if (onDone) onDone(true);
        else navigate(org ? `${appPath}?org=${encodeURIComponent(org)}` : appPath, { replace: true });
      },
      onError: () => {
        if (onDone) onDone(false);
        else navigate(`${signInPath}?${SSO_ERROR_PARAM}=complete`, { replace: true });
      },
    });
  }, [complete, test, organizationId, appPath, signInPath, navigate, onDone]);

  if (tested !== null) {
    return (
      <AuthCard
        title={tested ? t('auth.ssoComplete.testedTitle') : t('auth.ssoComplete.testFailedTitle')}
        subtitle={tested ? t('auth.ssoComplete.testedBody') : t('auth.ssoComplete.testFailedBody')}
        state={tested ? 'tested' : 'test-failed'}
        focusTitle
      >
        {null}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.ssoComplete.title')} state="pending">
      <Flex role="status" align="center" gap="2">
        <Spinner aria-hidden="true" />
        <Text size="2" color="gray">
          {t('auth.ssoComplete.pending')}
        </Text>
      </Flex>
    </AuthCard>
  );
}
