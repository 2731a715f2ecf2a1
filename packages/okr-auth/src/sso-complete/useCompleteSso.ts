import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { RefreshRequest, RefreshResponse } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/**
 * After single sign-on the callback has set the refresh cookie and nothing else: `POST
 * /auth/refresh` with no token in the body trades the cookie for the session's tokens. Whatever
 * session this browser held before is dropped with its cached data, as a sign-in does.
 *
 * `test`: a "Test sign-in" window. The session is proven by the refresh, then ended (`POST
 * /auth/logout` with its token): the stored session, shared by the tabs, is left alone.
 */
export function useCompleteSso(test: boolean) {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body: RefreshRequest = {};
      const tokens = await api.post<RefreshResponse>(authPaths.refresh, body, { withCredentials: true });
      if (test) {
        const end: RefreshRequest = { refreshToken: tokens.refreshToken };
        await api.post<void>(authPaths.logout, end, { withCredentials: true });
      }
      return tokens;
    },
    onSuccess: (tokens) => {
      if (test) return;
      queryClient.getQueryCache().clear();
      store.getState().logout();
      // A token without a user: the app's guard loads `/auth/me` (the startup rule of spec §4).
      store.getState().setTokens(tokens);
    },
  });
}
