import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@okr/contract';
import { useSessionStoreApi } from '@okr/core/headless';
import { accountQueries } from './accountQueries';

/**
 * After an answer that carries the user (`PATCH /auth/me`, a confirmed email): the store holds it
 * (keeping the roles of the current organization) and every cached `/auth/me` reloads. An answer
 * about someone else (a link opened while another account is signed in) changes nothing here.
 */
export function useStoreUser() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return (user: User) => {
    const current = store.getState().user;
    if (current?.id !== user.id) return;
    store.getState().setUser({ ...user, roles: current.roles });
    void queryClient.invalidateQueries({ queryKey: ['session', 'me'] });
    void queryClient.invalidateQueries({ queryKey: accountQueries.all(user.id) });
  };
}
