import type { User } from '@okr/contract';
import { useSessionStore } from '@okr/core';
import { useMeSync } from '../lib/useMeSync';

export type GuardSession =
  | { status: 'signed-out' }
  | { status: 'loading' }
  /** `/auth/me` failed with something other than 401 (5xx, network): never a blank screen. */
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; user: User };

/**
 * What a guard decides on. A token without a stored user (the startup rule, or a partner's
 * token) is "signed in" but not yet known: the user is loaded from `/auth/me` first.
 */
export function useGuardSession(): GuardSession {
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);
  const needsUser = isAuthenticated && !user;
  const me = useMeSync(needsUser);

  if (!isAuthenticated) return { status: 'signed-out' };
  if (user) return { status: 'ready', user };
  // A refused organization is being forgotten; the next /auth/me goes without it.
  if (me.isError && !me.isFetching && !me.organizationGone) {
    return { status: 'error', retry: () => void me.refetch() };
  }
  return { status: 'loading' };
}
