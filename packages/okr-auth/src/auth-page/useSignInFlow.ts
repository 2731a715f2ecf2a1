import { useState } from 'react';
import { SSO_LOGIN_TTL_MINUTES } from '@okr/contract';
import type { AuthSessionResponse, LoginRequest, MfaMethod } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { authPageCatalogs } from '../lib/catalogs/authPageCatalogs';
import { isSsoRequired, useSsoStart } from '../lib/sso/useSsoStart';
import type { SsoRedirect } from '../lib/sso/useSsoStart';
import { isMfaChallenge, useLogin, useMfaVerify, usePasskeySignIn } from './api';
import type { PasskeyCeremony } from './api';
import { factorErrorOf } from './factorErrorOf';
import type { LoginFormValues } from './LoginForm';

export type SignInStep =
  | { kind: 'email'; again: boolean }
  | { kind: 'password' }
  /** The password held and the account has a second factor: `mfaToken` names this sign-in for 5 minutes. */
  | { kind: 'factor'; mfaToken: string; methods: MfaMethod[] }
  /** `redirectUrl` is the provider's address from the check; `required`: a password was refused. */
  | { kind: 'sso'; email: string; redirectUrl: string | null; at: number; required: boolean };

// A started sign-in lives SSO_LOGIN_TTL_MINUTES on the server: start again a minute before it ends.
const usableMs = (SSO_LOGIN_TTL_MINUTES - 1) * 60_000;

export interface SignInFlowOptions {
  onAuthenticated: (session: AuthSessionResponse) => void;
  redirect: SsoRedirect;
  /** The browser's passkey prompt; by default `@simplewebauthn/browser`, loaded when first used. Stories and tests pass their own. */
  passkeyCeremony?: PasskeyCeremony;
}

/**
 * Sign-in, email first: `POST /auth/sso/start` decides whether the email goes to its provider
 * (200) or on to a password (404, or the check failing: the server still enforces single sign-on
 * on the password). Held by the page, so a tab switch keeps the step and what was typed.
 */
export function useSignInFlow({ onAuthenticated, redirect, passkeyCeremony }: SignInFlowOptions) {
  const t = useTranslation(authPageCatalogs);
  const toast = useToast();
  const start = useSsoStart();
  const login = useLogin();
  const verify = useMfaVerify();
  const passkey = usePasskeySignIn(passkeyCeremony);
  const [step, setStep] = useState<SignInStep>({ kind: 'email', again: false });
  const [draft, setDraft] = useState<LoginFormValues>({ email: '', password: '' });
  const [leaving, setLeaving] = useState(false);
  const [ssoError, setSsoError] = useState<string | null>(null);
  /** Why the last second factor or passkey did not sign in, shown by its step. */
  const [factorError, setFactorError] = useState<string | null>(null);
  /** Shown above the password: the second-factor step expired. */
  const [notice, setNotice] = useState<string | null>(null);

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

  /** The message of a failed factor or passkey; the factor step's expiry goes back to the password instead. */
  const failedFactor = (error: unknown, inFactorStep: boolean) => {
    const failure = factorErrorOf(error);
    if (failure.kind === 'expired' && inFactorStep) {
      setFactorError(null);
      setNotice(t('auth.factor.expired'));
      setStep({ kind: 'password' });
      return;
    }
    if (failure.kind === 'rateLimited') {
      setFactorError(failure.seconds ? t('auth.factor.rateLimited', { seconds: failure.seconds }) : t('auth.factor.rateLimitedLater'));
    } else if (failure.kind === 'passkeyCancelled') {
      setFactorError(t('auth.factor.passkeyFailed'));
    } else {
      setFactorError(failure.kind === 'refused' && failure.message ? failure.message : t('auth.factor.error'));
    }
  };

  const verifyFactor = (answer: { code: string } | { recoveryCode: string }) => {
    if (step.kind !== 'factor') return;
    setFactorError(null);
    verify.mutate({ mfaToken: step.mfaToken, ...answer }, { onSuccess: onAuthenticated, onError: (error) => failedFactor(error, true) });
  };

  const signInWithPasskey = () => {
    setFactorError(null);
    const mfaToken = step.kind === 'factor' ? step.mfaToken : undefined;
    passkey.mutate({ mfaToken }, { onSuccess: onAuthenticated, onError: (error) => failedFactor(error, mfaToken !== undefined) });
  };

  const signInWithPassword = (body: LoginRequest) =>
    login.mutate(body, {
      onSuccess: (answer) => {
        setNotice(null);
        if (!isMfaChallenge(answer)) return onAuthenticated(answer);
        setFactorError(null);
        // The password is spent: a new sign-in (after the step expires) types it again.
        setDraft((current) => ({ ...current, password: '' }));
        setStep({ kind: 'factor', mfaToken: answer.mfaToken, methods: answer.methods });
      },
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
    verifying: verify.isPending,
    passkeyPending: passkey.isPending,
    factorError,
    notice,
    verifyFactor,
    signInWithPasskey,
    goingToProvider: leaving || (start.isPending && step.kind === 'sso'),
    ssoError,
    continueWithEmail,
    goToProvider,
    signInWithPassword,
    usePassword: () => setStep({ kind: 'password' }),
    /** Passkeys can be offered: the browser has WebAuthn (or a ceremony was given). */
    passkeysSupported: passkeyCeremony !== undefined || (typeof window !== 'undefined' && 'PublicKeyCredential' in window),
    /** From the factor step back to the password, this sign-in abandoned. */
    startOver: () => {
      setFactorError(null);
      setStep({ kind: 'password' });
    },
    changeEmail: () => {
      setSsoError(null);
      setFactorError(null);
      setNotice(null);
      setStep({ kind: 'email', again: true });
    },
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
