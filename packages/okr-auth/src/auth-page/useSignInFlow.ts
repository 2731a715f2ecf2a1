import { useState } from 'react';
import { SSO_LOGIN_TTL_MINUTES } from '@okr/contract';
import type { AuthSessionResponse, LoginRequest } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { authCatalogs } from '../lib/authCatalogs';
import { isSsoRequired, useSsoStart } from '../lib/sso/useSsoStart';
import type { SsoRedirect } from '../lib/sso/useSsoStart';
import { useLogin } from './api';
import type { LoginFormValues } from './LoginForm';

export type SignInStep =
  | { kind: 'email'; again: boolean }
  | { kind: 'password' }
  /** `redirectUrl` is the provider's address from the check; `required`: a password was refused. */
  | { kind: 'sso'; email: string; redirectUrl: string | null; at: number; required: boolean };

// A started sign-in lives SSO_LOGIN_TTL_MINUTES on the server: start again a minute before it ends.
const usableMs = (SSO_LOGIN_TTL_MINUTES - 1) * 60_000;

export interface SignInFlowOptions {
  onAuthenticated: (session: AuthSessionResponse) => void;
  redirect: SsoRedirect;
}

/**
 * Sign-in, email first: `POST /auth/sso/start` decides whether the email goes to its provider
 * (200) or on to a password (404, or the check failing: the server still enforces single sign-on
 * on the password). Held by the page, so a tab switch keeps the step and what was typed.
 */
export function useSignInFlow({ onAuthenticated, redirect }: SignInFlowOptions) {
  const t = useTranslation(authCatalogs);
  const toast = useToast();
  const start = useSsoStart();
  const login = useLogin();
  const [step, setStep] = useState<SignInStep>({ kind: 'email', again: false });
  const [draft, setDraft] = useState<LoginFormValues>({ email: '', password: '' });
  const [leaving, setLeaving] = useState(false);
  const [ssoError, setSsoError] = useState<string | null>(null);

  const leave = (url: string) => {
    setLeaving(true);
    redirect(url);
  };

  const continueWithEmail = (email: string) => {
    setDraft((current) => ({ ...current, email }));
    start.mutate(
      { email },
      {
        onSuccess: ({ redirectUrl }) => setStep({ kind: 'sso', email, redirectUrl, at: Date.now(), required: false }),
        onError: () => setStep({ kind: 'password' }),
      },
    );
  };

  const goToProvider = () => {
    if (step.kind !== 'sso' || start.isPending || leaving) return;
    setSsoError(null);
    if (step.redirectUrl && Date.now() - step.at < usableMs) return leave(step.redirectUrl);
    start.mutate(
      { email: step.email },
      {
        onSuccess: ({ redirectUrl }) => leave(redirectUrl),
        onError: (error) => setSsoError(getErrorMessage(error, t('auth.sso.startError'))),
      },
    );
  };

  const signInWithPassword = (body: LoginRequest) =>
    login.mutate(body, {
      onSuccess: onAuthenticated,
      onError: (error) => {
        if (isSsoRequired(error)) setStep({ kind: 'sso', email: body.email, redirectUrl: null, at: 0, required: true });
        else toast.error(getErrorMessage(error, t('auth.login.error')));
      },
    });

  return {
    step,
    draft,
    setDraft,
    checking: start.isPending && step.kind === 'email',
    signingIn: login.isPending,
    goingToProvider: leaving || (start.isPending && step.kind === 'sso'),
    ssoError,
    continueWithEmail,
    goToProvider,
    signInWithPassword,
    usePassword: () => setStep({ kind: 'password' }),
    changeEmail: () => {
      setSsoError(null);
      setStep({ kind: 'email', again: true });
    },
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
