import { queryOptions } from '@tanstack/react-query';
import { invitationsPaths } from '@okr/contract';
import type { CreateInvitationRequest, Invitation } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { nextPageOf } from './nextPageOf';
import { useInvalidatingMutation } from './useInvalidatingMutation';

/**
 * The invitations a team acts on: pending and expired ones (`?status=all`, every page, then the
 * accepted and revoked left out), newest first, in one request per page.
 */
export async function fetchOpenInvitations(api: ApiClient, orgId: string, signal?: AbortSignal): Promise<Invitation[]> {
  const invitations: Invitation[] = [];
  let url: string | null = `${invitationsPaths.list(orgId)}?status=all&limit=200`;
  while (url) {
    const response: { data: Invitation[]; headers: Record<string, unknown> } = await api.axios.get<Invitation[]>(url, { signal });
    invitations.push(...response.data);
    url = nextPageOf(response.headers.link);
  }
  return invitations.filter((invitation) => invitation.status === 'pending' || invitation.status === 'expired');
}

/** The spec's `user-invitation` cache, organization id first. */
export function invitationsQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.userInvitation(orgId, 'open'),
    queryFn: ({ signal }) => fetchOpenInvitations(api, orgId ?? '', signal),
    enabled: orgId !== null,
  });
}

function useInvitationsChange<Variables, Result>(orgId: OrgId, call: (api: ApiClient, variables: Variables) => Promise<Result>) {
  return useInvalidatingMutation(queryKeys.userInvitation(orgId), call);
}

/** `POST /organizations/{id}/invitations`: answers the invitation. */
export function useCreateInvitation(orgId: OrgId) {
  return useInvitationsChange(orgId, (api, body: CreateInvitationRequest) => api.post<Invitation>(invitationsPaths.list(orgId ?? ''), body));
}

/** `POST .../invitations/{invitationId}/resend`: a new link, a new expiry, a new email. */
export function useResendInvitation(orgId: OrgId) {
  return useInvitationsChange(orgId, (api, id: string) => api.post<Invitation>(invitationsPaths.resend(orgId ?? '', id)));
}

/** `DELETE .../invitations/{invitationId}`: its link stops working. */
export function useRevokeInvitation(orgId: OrgId) {
  return useInvitationsChange(orgId, (api, id: string) => api.delete<void>(invitationsPaths.byId(orgId ?? '', id)));
}
