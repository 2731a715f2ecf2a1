import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationsPaths, usersPaths, rolesPaths } from '@okr/contract';
import type {
  AddMemberRequest,
  MessageResponse,
  OrganizationMember,
  Role,
  RoleRef,
  SetMemberRolesRequest,
  UserSearchResult,
} from '@okr/contract';
import { USER_SEARCH_MIN_LENGTH, listQueryDefaults, queryKeys, useApiClient, userSearchQueryDefaults } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { nextPageOf } from '../lib/nextPageOf';


/**
 * `GET /organizations/{id}/users`. The contract pages lists that grow (members among them) with a
 * `Link` header; the list reads every page, so it is whole whether or not the server pages.
 */
export async function fetchMembers(api: ApiClient, orgId: string, signal?: AbortSignal): Promise<OrganizationMember[]> {
  const members: OrganizationMember[] = [];
  let url: string | null = organizationsPaths.users(orgId);
  while (url) {
    const response: { data: OrganizationMember[]; headers: Record<string, unknown> } = await api.axios.get<
      OrganizationMember[]
    >(url, { signal });
    members.push(...response.data);
    url = nextPageOf(response.headers.link);
  }
  return members;
}

export function membersQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.users(orgId, 'members'),
    queryFn: ({ signal }) => fetchMembers(api, orgId ?? '', signal),
    enabled: orgId !== null,
  });
}

/** Spec §5: no spaces, an at sign, a dot in the domain. */
export const isValidEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** `GET /users/search`: users not yet in the organization; fresh for 30 s (spec §9). */
export function userSearchQuery(api: ApiClient, orgId: OrgId, email: string, active = true) {
  return queryOptions({
    queryKey: queryKeys.users(orgId, 'search', email),
    queryFn: ({ signal }) =>
      api.get<UserSearchResult[]>(usersPaths.search, {
        params: orgId ? { email, excludeOrgId: orgId } : { email },
        signal,
      }),
    enabled: active && orgId !== null && email.length >= USER_SEARCH_MIN_LENGTH && isValidEmail(email),
    ...userSearchQueryDefaults,
  });
}

/** The organization's Application and Custom roles (`GET /roles`), shared with the Roles tab's cache. */
export function organizationRolesQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: queryKeys.roles(orgId),
    queryFn: () => api.get<Role[]>(rolesPaths.list),
    enabled: orgId !== null,
    ...listQueryDefaults,
  });
}

/** `GET /organizations/{id}/users/{userId}/roles` (spec §4's `user-roles` cache). */
export function memberRolesQuery(api: ApiClient, orgId: OrgId, userId: string) {
  return queryOptions({
    queryKey: queryKeys.userRoles(orgId, userId),
    queryFn: () => api.get<RoleRef[]>(organizationsPaths.memberRoles(orgId ?? '', userId)),
    enabled: orgId !== null,
  });
}

/** `POST /organizations/{id}/users`; the answer's `message` is the success toast. */
export function useAddMember(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMemberRequest) =>
      api.post<MessageResponse>(organizationsPaths.users(orgId ?? ''), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users(orgId) }),
  });
}

/** `DELETE /organizations/{id}/users/{userId}`. */
export function useRemoveMember(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(organizationsPaths.member(orgId ?? '', userId)),
    onSuccess: (_data, userId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users(orgId) }),
        queryClient.removeQueries({ queryKey: queryKeys.userRoles(orgId, userId) }),
      ]),
  });
}

/** `PUT /organizations/{id}/users/{userId}/roles`: replaces the member's roles there. */
export function useSetMemberRoles(orgId: OrgId) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleIds }: { userId: string; roleIds: string[] }) => {
      const body: SetMemberRolesRequest = { roleIds };
      return api.put<RoleRef[]>(organizationsPaths.memberRoles(orgId ?? '', userId), body);
    },
    onSuccess: async (roles, { userId }) => {
      queryClient.setQueryData(queryKeys.userRoles(orgId, userId), roles);
      // The chip shows the strongest role; the caller's own flags change when they edit themselves.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users(orgId, 'members') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me(orgId) }),
      ]);
    },
  });
}
