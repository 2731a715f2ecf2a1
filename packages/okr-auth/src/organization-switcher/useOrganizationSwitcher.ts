import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Organization, UserOrganization } from '@okr/contract';
import { isApiError, useApiClient, useSessionStore, useSessionStoreApi } from '@okr/core/headless';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { useSwitchOrganization, userOrganizationsQuery } from './api';

export interface UseOrganizationSwitcherOptions {
  /** Called after the switch is stored and the organization caches are invalidated. */
  onOrganizationSwitch?: (organization: Organization) => void;
  /** Called when a switch fails (the `ApiError` from the client); the panel shows a toast. */
  onSwitchError?: (error: unknown) => void;
}

export interface OrganizationSwitcherData {
  /** The panel's `data-state`: `empty` is a user without organizations. */
  state: AccountPanelState;
  /** The user's organizations (with membership and roles), the last known ones while reloading. */
  organizations: readonly UserOrganization[];
  currentId: string | null;
  /** Switches to another organization; the current one is a no-op. */
  switchTo: (organizationId: string) => void;
  retry: () => void;
  switching: AccountAction;
}

/** The organization switcher without a view: the user's organizations, the current one, the switch. */
export function useOrganizationSwitcher({ onOrganizationSwitch, onSwitchError }: UseOrganizationSwitcherOptions = {}): OrganizationSwitcherData {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const currentId = useSessionStore((s) => s.organization?.id ?? null);
  const stored = useSessionStore((s) => s.organizations);
  // Keep showing the previous list while the new organization's key loads after a switch.
  const query = useQuery({ ...userOrganizationsQuery(api, currentId), placeholderData: (previous) => previous });
  const switching = useSwitchOrganization();

  // The list lives in the store for other screens, but is never persisted (spec §3).
  useEffect(() => {
    if (query.data) store.getState().setOrganizations(query.data);
  }, [query.data, store]);

  // A 401 is a signed-out panel (the provider already reported it once), not a failure to load.
  const signedOut = isApiError(query.error) && query.error.status === 401;
  useEffect(() => {
    // Spec §8: a failure to load the organizations is only logged (the view offers a retry).
    if (query.error && !signedOut) console.error('[okr] loading organizations failed', query.error);
  }, [query.error, signedOut]);

  const organizations = query.data ?? stored;
  const state: AccountPanelState = query.data
    ? organizations.length
      ? 'ready'
      : 'empty'
    : signedOut
      ? 'signed-out'
      : query.isError
        ? 'error'
        : 'loading';
  return {
    state,
    organizations,
    currentId,
    switchTo: (organizationId) => {
      if (organizationId === currentId) return;
      switching.mutate(organizationId, {
        onSuccess: ({ organization }) => onOrganizationSwitch?.(organization),
        onError: (error) => onSwitchError?.(error),
      });
    },
    retry: () => void query.refetch(),
    switching: accountActionOf(switching),
  };
}
