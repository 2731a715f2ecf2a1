import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { Organization, SwitchOrganizationRequest, SwitchOrganizationResponse, UserOrganization } from '@okr/contract';
import { invalidateOrganizationCaches, listQueryDefaults, queryKeys, useApiClient, useSessionStoreApi } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/** `GET /organizations/user`: the caller's organizations with membership and roles. */
export function userOrganizationsQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.userOrganizations(orgId),
    queryFn: () => api.get<UserOrganization[]>(apiPaths.organizations.user),
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
      return api.post<SwitchOrganizationResponse>(apiPaths.organizations.switch, body);
    },
    onSuccess: async ({ organization, userRoles, permissions }): Promise<Organization> => {
      store.getState().setOrganization(organization);
      store.getState().setUserRoles(userRoles);
      store.getState().setPermissions(permissions);
      await invalidateOrganizationCaches(queryClient);
      return organization;
    },
  });
}
