import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationsPaths } from '@okr/contract';
import type { Organization, SwitchOrganizationRequest, SwitchOrganizationResponse, UserOrganization } from '@okr/contract';
import { listQueryDefaults, queryKeys, useApiClient, useSessionStoreApi } from '@okr/core/headless';
import type { ApiClient, OrgId } from '@okr/core/headless';
import { applyOrganizationAccess } from '../lib/applyOrganizationAccess';

/** `GET /organizations/user`: the caller's organizations with membership and roles. */
export function userOrganizationsQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.userOrganizations(orgId),
    queryFn: () => api.get<UserOrganization[]>(organizationsPaths.user),
    ...listQueryDefaults,
  });
}

/**
 * `POST /organizations/switch`. Spec §4: store the organization and the user's roles (and flags) there, then
 * invalidate the eleven organization caches; the caller's callbacks run after that.
 */
export function useSwitchOrganization() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) => {
      const body: SwitchOrganizationRequest = { organizationId };
      return api.post<SwitchOrganizationResponse>(organizationsPaths.switch, body);
    },
    onSuccess: (answer): Promise<Organization> => applyOrganizationAccess(store, queryClient, answer),
  });
}
