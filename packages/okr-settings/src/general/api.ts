import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths, organizationsPaths } from '@okr/contract';
import type { Organization, RefreshRequest, RefreshResponse, UpdateOrganizationRequest } from '@okr/contract';
import { queryKeys, useApiClient, useSessionStoreApi } from '@okr/core';
import type { ApiClient, SessionStoreApi } from '@okr/core';

export interface GeneralSettingsInput {
  name: string;
  website: string;
  industry: string;
}

/** Spec §3/§9: the general settings form always sends size small. */
export const GENERAL_FORM_SIZE = 'small' as const;

/**
 * Rotates the tokens so they carry the organization as saved. Not `api.refreshSession()`: its
 * failure logs out (spec §4's general rule), while here a failure is only logged.
 */
async function refreshAfterUpdate(api: ApiClient, store: SessionStoreApi): Promise<void> {
  const { refreshToken } = store.getState();
  // A partner's `getAccessToken` session has no refresh token of ours: nothing to rotate.
  if (!refreshToken) return;
  const body: RefreshRequest = { refreshToken };
  const tokens = await api.post<RefreshResponse>(authPaths.refresh, body);
  store.getState().setTokens(tokens);
}

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
      return api.patch<Organization>(organizationsPaths.byId(id), body);
    },
    onSuccess: async (organization) => {
      // Only when the user is still in it: a slow answer must not undo a switch.
      if (store.getState().organization?.id === organization.id) store.getState().setOrganization(organization);
      try {
        await refreshAfterUpdate(api, store);
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
