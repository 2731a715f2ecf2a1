import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError, useApiClient, useSessionStore, useSessionStoreApi } from '@okr/core';
import { meQuery } from './meQuery';

/** True when `/auth/me` refused the stored organization: the caller is no longer an active member there. */
function isOrganizationGone(error: unknown, orgId: string | null): boolean {
  return orgId !== null && isApiError(error) && error.status === 404;
}

/**
 * The one place that copies `GET /auth/me` into the session store, for the guards (a token
 * without a user) and for `useSyncCurrentUser` (keeping roles and onboarding in step).
 *
 * - Only an answer fetched while this hook watches the query is copied: a cached answer served
 *   while it is being refetched (e.g. back to an organization after A → B → A) would undo what
 *   a switch or the onboarding stored since. With no user stored yet there is nothing to undo.
 * - A 404 means the stored organization is gone (removed membership, deleted organization):
 *   it is forgotten, so the next `/auth/me` goes without `X-Organization-Id` and the server's
 *   default organization is stored instead.
 * - A 401 runs the provider's 401 rule; any other failure is left to the caller (`query.error`).
 */
export function useMeSync(enabled: boolean) {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useQuery({ ...meQuery(api, orgId), enabled });
  const { data, error, isFetchedAfterMount, isFetching } = query;
  const organizationGone = enabled && isOrganizationGone(error, orgId);

  useEffect(() => {
    if (!enabled || !data || isFetching) return;
    const state = store.getState();
    if (!state.isAuthenticated) return;
    if (!isFetchedAfterMount && state.user) return;
    state.setUser(data.user);
    state.setOrganization(data.organization);
    state.setPermissions(data.permissions);
  }, [enabled, data, isFetchedAfterMount, isFetching, store]);

  useEffect(() => {
    if (organizationGone && store.getState().organization?.id === orgId) store.getState().setOrganization(null);
  }, [organizationGone, orgId, store]);

  return { ...query, organizationGone };
}
