import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsPaths } from '@okr/contract';
import type { OrganizationMember } from '@okr/contract';
import { listQueryDefaults, queryKeys, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { useMemo } from 'react';
import { useOrgId } from './useOrgId';

/** The organization's members: owners and assignees are picked from them and named by them. */
export const memberQueries = {
  list: (api: ApiClient, orgId: OrgId) =>
    queryOptions({
      queryKey: queryKeys.users(orgId, 'members'),
      queryFn: () => api.get<OrganizationMember[]>(organizationsPaths.users(orgId ?? '')),
      enabled: Boolean(orgId),
      ...listQueryDefaults,
    }),
};

export const memberName = (member: Pick<OrganizationMember, 'firstName' | 'lastName' | 'email'>) =>
  `${member.firstName} ${member.lastName}`.trim() || member.email;

export function useMembers() {
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useQuery(memberQueries.list(api, orgId));
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const member of query.data ?? []) map.set(member.id, memberName(member));
    return map;
  }, [query.data]);
  return { ...query, members: query.data ?? [], names };
}
