import { Box, Card, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuthSessionResponse } from '@okr/contract';
import { getErrorMessage, useOkrNavigate, useToast, useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';
import { homePathFor } from '../lib/rolePredicates';
import { browserSsoRedirect } from '../lib/sso/useSsoStart';
import { useRegister } from './api';
import type { PasskeyCeremony } from './api';
import { RegisterForm } from './RegisterForm';
import type { RegisterFormValues } from './RegisterForm';
import { SignInSteps } from './SignInSteps';
import { SsoErrorAlert } from './SsoErrorAlert';
import { ssoErrorOfAddress } from './ssoErrorOf';
import { useSignInFlow } from './useSignInFlow';

export type AuthMode = 'login' | 'register';

export interface AuthPageProps {
  /**
   * Which form shows first; by default a page whose address ends in `/register` opens the register
   * form, anything else sign in.
   */
  initialMode?: AuthMode;
  /**
   * Called with the new session and the path the spec sends this user to. When given, the page
   * does not navigate: the host decides. Otherwise it goes there through the provider's `navigate`.
   */
  onAuthenticated?: (session: AuthSessionResponse, destination: string) => void;
  /** Where the sign-in form's "Forgot password?" leads; `null` leaves the link out. */
  forgotPasswordPath?: string | null;
  /**
   * Why the last single sign-on failed (the callback's `sso_error` code); by default read from the
   * page's address (`/login?sso_error=state`). `null` shows nothing.
   */
  ssoError?: string | null;
  /** Leaves for the identity provider; by default a full page load of `url`. */
  onSsoRedirect?: (url: string) => void;
  /**
   * The browser's passkey prompt (`navigator.credentials.get`); by default `@simplewebauthn/browser`'s,
   * loaded only when someone uses a passkey. Stories and tests pass their own.
   */
  passkeyCeremony?: PasskeyCeremony;
}

const modeOfAddress = (): AuthMode =>
  typeof window !== 'undefined' && window.location.pathname.endsWith('/register') ? 'register' : 'login';

/**
 * The authentication page of `/login` and `/register`: sign in (email first, then single sign-on
 * or a password, then the second factor when the account has one; or a passkey alone) and register
 * side by side in tabs.
 */
export function AuthPage({
  initialMode,
  onAuthenticated,
  forgotPasswordPath = '/forgot-password',
  ssoError,
  onSsoRedirect = browserSsoRedirect,
  passkeyCeremony,
}: AuthPageProps) {
  const t = useTranslation(authPageCatalogs);
  const toast = useToast();
  const navigate = useOkrNavigate();
  const [mode, setMode] = useState<AuthMode>(() => initialMode ?? modeOfAddress());
  // Radix Tabs unmounts the hidden panel; the drafts keep what was typed across tab switches.
  const [registerDraft, setRegisterDraft] = useState<RegisterFormValues>();
  const [failedSso] = useState(() => (ssoError === undefined ? ssoErrorOfAddress() : ssoError));
  const register = useRegister();

  const done = (session: AuthSessionResponse) => {
    const destination = homePathFor(session.user);
    if (onAuthenticated) onAuthenticated(session, destination);
    else navigate(destination, { replace: true });
  };
  const signIn = useSignInFlow({ onAuthenticated: done, redirect: onSsoRedirect, passkeyCeremony });
  /** Submits through `mutation`; a failure toasts the server's message, else the spec's `fallback`. */
  const submitWith =
    <Body,>(mutation: UseMutationResult<AuthSessionResponse, Error, Body>, fallback: AuthKeyOf<'login' | 'register'>) =>
    (body: Body) =>
      mutation.mutate(body, {
        onSuccess: done,
        onError: (error) => toast.error(getErrorMessage(error, t(fallback))),
      });

  return (
    <Flex className="okr-auth-page" justify="center" p="4">
      <Card size="3" className="okr-auth-card">
        <Flex direction="column" gap="4">
          <Box>
            <Heading as="h1" size="6">
              {t('auth.page.title')}
            </Heading>
            <Text as="p" color="gray" size="2">
              {t('auth.page.subtitle')}
            </Text>
          </Box>
          {failedSso ? <SsoErrorAlert code={failedSso} /> : null}
          <Tabs.Root value={mode} onValueChange={(value) => setMode(value === 'register' ? 'register' : 'login')}>
            <Tabs.List aria-label={t('auth.page.modes')}>
              <Tabs.Trigger value="login">{t('auth.login.tab')}</Tabs.Trigger>
              <Tabs.Trigger value="register">{t('auth.register.tab')}</Tabs.Trigger>
            </Tabs.List>
            <Box pt="4">
              <Tabs.Content value="login">
                <SignInSteps flow={signIn} forgotPasswordHref={forgotPasswordPath ?? undefined} />
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm
                  pending={register.isPending}
                  defaultValues={registerDraft}
                  onValuesChange={setRegisterDraft}
                  onSubmit={submitWith(register, 'auth.register.error')}
                />
              </Tabs.Content>
            </Box>
          </Tabs.Root>
        </Flex>
      </Card>
    </Flex>
  );
}
