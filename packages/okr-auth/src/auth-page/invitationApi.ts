import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsPaths } from '@okr/contract';
import type { AcceptInvitationResponse, Organization, PublicInvitation } from '@okr/contract';
import { useApiClient, useSessionStoreApi } from '@okr/core';
import type { ApiClient } from '@okr/core';
import { applyOrganizationAccess } from '../lib/applyOrganizationAccess';

/** `GET /invitations/{token}` (public): 404 and 410 are answers about the link, not worth a retry. */
export function publicInvitationQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['invitation-link', token] as const,
    queryFn: () => api.get<PublicInvitation>(invitationsPaths.byToken(token)),
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * `POST /invitations/{token}/accept`: the server adds the membership, makes the organization
 * current and completes the onboarding; the session takes it like a switch
 * (`applyOrganizationAccess`), and the stored user as onboarded, so the guard does not send them
 * to /app/onboarding on the way into the organization.
 */
export function useAcceptInvitation(token: string) {
  const api = useApiClient();
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AcceptInvitationResponse>(invitationsPaths.accept(token)),
    onSuccess: (answer): Promise<Organization> => {
      const { user, setUser } = store.getState();
      if (user && !user.isOnboardingComplete) setUser({ ...user, isOnboardingComplete: true });
      return applyOrganizationAccess(store, queryClient, answer);
    },
  });
}
