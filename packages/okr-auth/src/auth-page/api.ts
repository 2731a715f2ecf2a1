import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { AuthSessionResponse, LoginRequest, RegisterRequest } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/**
 * A call answered with a new session, which is stored on success. The previous user's cached
 * data goes first (some keys, e.g. user-organizations, are per organization, not per user).
 */
function useSessionMutation<Body>(path: string) {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<AuthSessionResponse>(path, body),
    onSuccess: (session) => {
      queryClient.getQueryCache().clear();
      store.getState().setSession(session);
    },
  });
}

/** `POST /auth/login`; a success is stored as the session. */
export function useLogin() {
  return useSessionMutation<LoginRequest>(apiPaths.auth.login);
}

/** `POST /auth/register`; a success is stored as the session. */
export function useRegister() {
  return useSessionMutation<RegisterRequest>(apiPaths.auth.register);
}
