import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Organization } from '@okr/contract';
import { getErrorMessage, isApiError, useApiClient, useSessionStore, useSessionStoreApi, useToast, useTranslation } from '@okr/core';
import { switcherCatalogs } from './switcherCatalogs';
import { useSwitchOrganization, userOrganizationsQuery } from './api';
import { OrganizationSwitcherView } from './OrganizationSwitcherView';

export interface OrganizationSwitcherProps {
  /** Called after the switch is stored and the organization caches are invalidated. */
  onOrganizationSwitch?: (organization: Organization) => void;
}

/** Lists the user's organizations and switches the current one. */
export function OrganizationSwitcher({ onOrganizationSwitch }: OrganizationSwitcherProps) {
  const t = useTranslation(switcherCatalogs);
  const api = useApiClient();
  const toast = useToast();
  const store = useSessionStoreApi();
  const currentId = useSessionStore((s) => s.organization?.id ?? null);
  const organizations = useSessionStore((s) => s.organizations);
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

  const select = (organizationId: string) =>
    switching.mutate(organizationId, {
      onSuccess: ({ organization }) => onOrganizationSwitch?.(organization),
      onError: (error) => toast.error(getErrorMessage(error, t('auth.switcher.error'))),
    });

  const status = query.data ? 'ready' : signedOut ? 'signed-out' : query.isError ? 'error' : 'loading';
  return (
    <OrganizationSwitcherView
      organizations={query.data ?? organizations}
      currentId={currentId}
      onSelect={select}
      status={status}
      switching={switching.isPending}
      onRetry={() => void query.refetch()}
    />
  );
}
