import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX, usersPaths, objectivesPaths } from '@okr/contract';
import type { Objective, OrganizationUser } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../lib/fetchPage';

export const USERS_PAGE_SIZE = 50;

function group<T>(items: T[], ownerOf: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const owner = ownerOf(item);
    if (owner) map.set(owner, [...(map.get(owner) ?? []), item]);
  }
  return map;
}

export const userQueries = {
  /** `GET /users`: members with their roles and what they own (counted by the server), by name, paged. */
  list: (api: ApiClient, orgId: OrgId, q: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.users(orgId, 'list', q.trim()),
      queryFn: ({ pageParam, signal }) =>
        fetchPage<OrganizationUser>(api, pageParam ?? withQuery(usersPaths.list, { q: q.trim(), limit: USERS_PAGE_SIZE }), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      placeholderData: keepPreviousData,
      enabled: Boolean(orgId),
    }),
  /** A few objectives of each owner to link to (the newest 200; the counts come from `GET /users`). */
  ownedObjectives: (api: ApiClient, orgId: OrgId) =>
    queryOptions({
      queryKey: queryKeys.users(orgId, 'owned-objectives'),
      queryFn: async ({ signal }): Promise<Map<string, Pick<Objective, 'id' | 'title' | 'progress'>[]>> => {
        const objectives = await fetchPage<Objective>(api, withQuery(objectivesPaths.list, { limit: PAGE_LIMIT_MAX }), signal);
        return group(objectives.items, (o) => o.ownerId);
      },
      enabled: Boolean(orgId),
    }),
};
