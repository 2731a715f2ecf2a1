import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { Organization, UpdateOrganizationRequest } from '@okr/contract';
import { queryKeys, useApiClient, useSessionStoreApi } from '@okr/core';

export interface GeneralSettingsInput {
  name: string;
  website: string;
  industry: string;
}

/** Spec §3/§9: the general settings form always sends size small. */
export const GENERAL_FORM_SIZE = 'small' as const;

/**
 * `PATCH /organizations/{id}`. Spec §4: afterwards the stored organization is updated and the
 * token refreshed; a refresh failure there is only logged.
 */
export function useUpdateOrganization() {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GeneralSettingsInput }) => {
      const body: UpdateOrganizationRequest = {
        name: input.name.trim(),
        website: input.website.trim(),
        industry: input.industry.trim(),
        size: GENERAL_FORM_SIZE,
      };
      return api.patch<Organization>(apiPaths.organizations.byId(id), body);
    },
    onSuccess: async (organization) => {
      // Only when the user is still in it: a slow answer must not undo a switch.
      if (store.getState().organization?.id === organization.id) store.getState().setOrganization(organization);
      try {
        await api.refreshSession();
      } catch (error) {
        console.error('[okr] refreshing the session after the organization update failed', error);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.organizations(organization.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userOrganizations(organization.id) }),
      ]);
    },
  });
}
