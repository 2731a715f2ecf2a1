import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authPaths } from '@okr/contract';
import type { RefreshRequest } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';

/**
 * Spec §4: logout clears the session and the cached data. The server call only revokes the
 * refresh token family, so it is best effort: signing out locally never waits on or fails with it.
 */
export function useLogout(): () => Promise<void> {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { refreshToken, isAuthenticated } = store.getState();
    if (isAuthenticated) {
      const body: RefreshRequest = refreshToken ? { refreshToken } : {};
      await api.post(authPaths.logout, body).catch(() => undefined);
    }
    store.getState().logout();
    queryClient.clear();
  }, [api, store, queryClient]);
}
