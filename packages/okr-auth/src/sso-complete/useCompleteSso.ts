import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { RefreshRequest, RefreshResponse } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/**
 * After single sign-on the callback has set the refresh cookie and nothing else: `POST
 * /auth/refresh` with no token in the body trades the cookie for the session's tokens. Whatever
 * session this browser held before is dropped with its cached data, as a sign-in does.
 */
export function useCompleteSso() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: RefreshRequest = {};
      return api.post<RefreshResponse>(apiPaths.auth.refresh, body, { withCredentials: true });
    },
    onSuccess: (tokens) => {
      queryClient.getQueryCache().clear();
      store.getState().logout();
      // A token without a user: the app's guard loads `/auth/me` (the startup rule of spec §4).
      store.getState().setTokens(tokens);
    },
  });
}
