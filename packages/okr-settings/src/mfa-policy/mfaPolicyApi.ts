import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaPolicyPaths, organizationsPaths } from '@okr/contract';
import type { MembersWithoutFactor, Organization, UpdateOrganizationRequest } from '@okr/contract';
import { queryKeys, useApiClient, useSessionStoreApi } from '@okr/core';
import type { ApiClient } from '@okr/core';

export const mfaPolicyQueries = {
  /** Organization id first: another organization's list is never shown. */
  membersWithoutFactor: (api: ApiClient, orgId: string) =>
    queryOptions({
      queryKey: [...queryKeys.organization(orgId), 'mfa-members-without-factor'] as const,
      queryFn: () => api.get<MembersWithoutFactor>(mfaPolicyPaths.membersWithoutFactor(orgId)),
    }),
};

/** `PATCH /organizations/{id}` `{ requireMfa }`: the stored organization follows the answer. */
export function useSetRequireMfa() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, requireMfa }: { orgId: string; requireMfa: boolean }) => {
      const body: UpdateOrganizationRequest = { requireMfa };
      return api.patch<Organization>(organizationsPaths.byId(orgId), body);
    },
    onSuccess: async (organization) => {
      if (store.getState().organization?.id === organization.id) store.getState().setOrganization(organization);
      await queryClient.invalidateQueries({ queryKey: queryKeys.organization(organization.id) });
    },
  });
}
