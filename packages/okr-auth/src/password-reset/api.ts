import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { ForgotPasswordRequest, MessageResponse, ResetPasswordRequest } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/** `POST /auth/forgot-password`: 202 whether or not the account exists (the server never says). */
export function useForgotPassword() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post<MessageResponse>(authPaths.forgotPassword, body),
  });
}

/**
 * `POST /auth/reset-password`. The server ends every session of that user, so a session this
 * browser holds is dead too: it is cleared with its cached data, as a sign-out would.
 */
export function useResetPassword() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post<MessageResponse>(authPaths.resetPassword, body),
    onSuccess: () => {
      if (store.getState().isAuthenticated) {
        store.getState().logout();
        queryClient.clear();
      }
    },
  });
}
