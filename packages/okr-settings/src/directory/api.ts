import { queryOptions } from '@tanstack/react-query';
import { scimPaths } from '@okr/contract';
import type { CreateScimTokenResponse, ScimEventList, ScimGroup, ScimToken } from '@okr/contract';
import type { ApiClient, OrgId } from '@okr/core';
import { useInvalidatingMutation } from '../lib/useInvalidatingMutation';

/** Cache keys of an organization's directory sync (SCIM), organization id first (a switch never shows another's). */
export const directoryKeys = {
  all: (orgId: OrgId) => ['org', orgId, 'scim'] as const,
  tokens: (orgId: OrgId) => ['org', orgId, 'scim', 'tokens'] as const,
  groups: (orgId: OrgId) => ['org', orgId, 'scim', 'groups'] as const,
  events: (orgId: OrgId) => ['org', orgId, 'scim', 'events'] as const,
};

/** How many recent events the panel shows (the server allows up to 100). */
export const RECENT_EVENTS = 20;

/** `GET /organizations/{id}/scim-tokens`: the first page (200) is every token an organization keeps. */
export function scimTokensQuery(api: ApiClient, orgId: OrgId, enabled: boolean) {
  return queryOptions({
    queryKey: directoryKeys.tokens(orgId),
    queryFn: () => api.get<ScimToken[]>(scimPaths.tokens(orgId ?? ''), { params: { limit: 200 } }),
    enabled: orgId !== null && enabled,
  });
}

/** `GET /organizations/{id}/scim-groups`: the groups the identity provider pushed, with their role. */
export function scimGroupsQuery(api: ApiClient, orgId: OrgId, enabled: boolean) {
  return queryOptions({
    queryKey: directoryKeys.groups(orgId),
    queryFn: () => api.get<ScimGroup[]>(scimPaths.groups(orgId ?? '')),
    enabled: orgId !== null && enabled,
  });
}

/** `GET /organizations/{id}/scim-events`: the latest provisioning events, newest first, and their total. */
export function scimEventsQuery(api: ApiClient, orgId: OrgId, enabled: boolean) {
  return queryOptions({
    queryKey: directoryKeys.events(orgId),
    queryFn: () => api.get<ScimEventList>(scimPaths.events(orgId ?? ''), { params: { limit: RECENT_EVENTS } }),
    enabled: orgId !== null && enabled,
  });
}

/** `POST .../scim-tokens`: the token and its secret, shown this once; the list and the events refresh. */
export function useCreateScimToken(orgId: OrgId) {
  return useInvalidatingMutation(directoryKeys.all(orgId), (api, _: void) => api.post<CreateScimTokenResponse>(scimPaths.tokens(orgId ?? '')));
}

/** `DELETE .../scim-tokens/{tokenId}`: refused from the identity provider's next request. */
export function useRevokeScimToken(orgId: OrgId) {
  return useInvalidatingMutation(directoryKeys.all(orgId), (api, token: ScimToken) => api.delete<void>(scimPaths.token(orgId ?? '', token.id)).then(() => token));
}

/** `PUT .../scim-groups/{groupId}/role`: the group's members then hold that role (null: the default role). */
export function useSetScimGroupRole(orgId: OrgId) {
  return useInvalidatingMutation(directoryKeys.all(orgId), (api, input: { groupId: string; roleId: string | null }) =>
    api.put<ScimGroup>(scimPaths.groupRole(orgId ?? '', input.groupId), { roleId: input.roleId }),
  );
}
