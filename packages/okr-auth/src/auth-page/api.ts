import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type {
  AuthSessionResponse,
  LoginRequest,
  LoginResponse,
  MfaChallengeResponse,
  MfaVerifyRequest,
  PasskeyAssertion,
  PasskeyOptions,
  RegisterRequest,
} from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';
import { startPasskeyAssertion } from './startPasskeyAssertion';

/** The login answer of a user with a second factor: no session yet, the factor step next. */
export const isMfaChallenge = (answer: LoginResponse): answer is MfaChallengeResponse => 'mfaRequired' in answer && answer.mfaRequired;

/**
 * A call answered with a new session (or, for a sign-in, the second factor it still needs), which
 * is stored on success. The previous user's cached data goes first (some keys, e.g.
 * user-organizations, are per organization, not per user).
 */
function useSessionMutation<Body, Answer extends LoginResponse = AuthSessionResponse>(call: (body: Body) => Promise<Answer>) {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (isMfaChallenge(answer)) return;
      queryClient.getQueryCache().clear();
      store.getState().setSession(answer);
    },
  });
}

/** `POST /auth/login`; a session is stored, a second-factor challenge is answered as it is. */
export function useLogin() {
  const api = useApiClient();
  return useSessionMutation<LoginRequest, LoginResponse>((body) => api.post<LoginResponse>(authPaths.login, body));
}

/** `POST /auth/register`; a success is stored as the session. */
export function useRegister() {
  const api = useApiClient();
  return useSessionMutation<RegisterRequest>((body) => api.post<AuthSessionResponse>(authPaths.register, body));
}

/** `POST /auth/mfa/verify`: the second step of a sign-in; a success is stored as the session. */
export function useMfaVerify() {
  const api = useApiClient();
  return useSessionMutation<MfaVerifyRequest>((body) => api.post<AuthSessionResponse>(authPaths.mfaVerify, body));
}

/** The browser's passkey ceremony for `options`: asks the authenticator, answers its assertion. */
export type PasskeyCeremony = (options: PasskeyOptions) => Promise<PasskeyAssertion>;

/**
 * A sign-in with a passkey: the options (`mfaToken` when it is the second factor), the browser's
 * ceremony, then `POST /auth/passkeys/login` (no password: a discoverable credential) or
 * `POST /auth/mfa/verify` (the second factor). A success is stored as the session.
 */
export function usePasskeySignIn(ceremony: PasskeyCeremony = startPasskeyAssertion) {
  const api = useApiClient();
  return useSessionMutation<{ mfaToken?: string }>(async ({ mfaToken }) => {
    const options = await api.post<PasskeyOptions>(authPaths.passkeyLoginOptions, mfaToken ? { mfaToken } : {});
    const credential = await ceremony(options);
    if (mfaToken) return api.post<AuthSessionResponse>(authPaths.mfaVerify, { mfaToken, passkey: credential });
    return api.post<AuthSessionResponse>(authPaths.passkeyLogin, { credential });
  });
}
