import { useQueryClient } from '@tanstack/react-query';
import { useSessionStoreApi } from '@okr/core/headless';
import { accountQueries } from './accountQueries';

/**
 * After a sign-in or a factor changes, the account's caches reload (status, passkeys, sessions):
 * the server alone knows what is left.
 */
export function useReloadAccount() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return () => {
    const userId = store.getState().user?.id;
    return userId ? queryClient.invalidateQueries({ queryKey: accountQueries.all(userId) }) : undefined;
  };
}
