import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { AuthSessionResponse, LoginRequest, RegisterRequest } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/** `POST /auth/login`; a success is stored as the session. */
export function useLogin() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<AuthSessionResponse>(apiPaths.auth.login, body),
    onSuccess: (session) => store.getState().setSession(session),
  });
}

/** `POST /auth/register`; a success is stored as the session. */
export function useRegister() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post<AuthSessionResponse>(apiPaths.auth.register, body),
    onSuccess: (session) => store.getState().setSession(session),
  });
}
