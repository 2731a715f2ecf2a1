import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import { useApiClient } from '@okr/core/headless';
import { useReloadAccount } from '../lib/useReloadAccount';

/** `DELETE /auth/sessions/{id}`: that sign-in is signed out at its next request. */
export function useEndSession() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete<void>(authPaths.session(sessionId)),
    onSettled: reload,
  });
}

/** `DELETE /auth/sessions`: every sign-in but this one. */
export function useEndOtherSessions() {
  const api = useApiClient();
  const reload = useReloadAccount();
  return useMutation({
    mutationFn: () => api.delete<void>(authPaths.sessions),
    onSettled: reload,
  });
}
