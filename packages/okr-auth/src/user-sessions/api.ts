import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';
import { accountQueries } from '../lib/accountQueries';

/** After ending sign-ins, the list reloads from the server (which alone knows what is left). */
function useReloadSessions() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return () => {
    const userId = store.getState().user?.id;
    return userId ? queryClient.invalidateQueries({ queryKey: accountQueries.all(userId) }) : undefined;
  };
}

/** `DELETE /auth/sessions/{id}`: that sign-in is signed out at its next request. */
export function useEndSession() {
  const api = useApiClient();
  const reload = useReloadSessions();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete<void>(apiPaths.auth.session(sessionId)),
    onSettled: reload,
  });
}

/** `DELETE /auth/sessions`: every sign-in but this one. */
export function useEndOtherSessions() {
  const api = useApiClient();
  const reload = useReloadSessions();
  return useMutation({
    mutationFn: () => api.delete<void>(apiPaths.auth.sessions),
    onSettled: reload,
  });
}
