import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient, useSessionStore, useSessionStoreApi } from '@okr/core';
import { meQuery } from '../lib/meQuery';

/**
 * Keeps the stored user and organization in step with `GET /auth/me` while signed in (roles or
 * onboarding may have changed elsewhere). A 401 there runs the provider's 401 rule.
 */
export function useSyncCurrentUser() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useQuery({ ...meQuery(api, orgId), enabled: isAuthenticated });
  const data = query.data;
  useEffect(() => {
    if (!data || !store.getState().isAuthenticated) return;
    store.getState().setUser(data.user);
    store.getState().setOrganization(data.organization);
  }, [data, store]);
  return query;
}
