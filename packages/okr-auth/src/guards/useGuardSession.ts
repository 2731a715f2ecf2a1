import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@okr/contract';
import { useApiClient, useSessionStore, useSessionStoreApi } from '@okr/core';
import { meQuery } from '../lib/meQuery';

export type GuardSession =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; user: User };

/**
 * What a guard decides on. A token without a stored user (the startup rule, or a partner's
 * token) is "signed in" but not yet known: the user is loaded from `/auth/me` first.
 */
export function useGuardSession(): GuardSession {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const needsUser = isAuthenticated && !user;
  const { data } = useQuery({ ...meQuery(api, orgId), enabled: needsUser });

  useEffect(() => {
    if (!needsUser || !data) return;
    store.getState().setUser(data.user);
    store.getState().setOrganization(data.organization);
  }, [needsUser, data, store]);

  if (!isAuthenticated) return { status: 'signed-out' };
  if (!user) return { status: 'loading' };
  return { status: 'ready', user };
}
