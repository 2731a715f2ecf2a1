import { queryOptions } from '@tanstack/react-query';
import { apiPaths, PAGE_LIMIT_MAX } from '@okr/contract';
import type { Initiative, Objective } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../lib/fetchPage';

export interface Ownership {
  objectives: Map<string, Pick<Objective, 'id' | 'title' | 'progress'>[]>;
  initiatives: Map<string, Pick<Initiative, 'id' | 'name'>[]>;
}

function group<T>(items: T[], ownerOf: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const owner = ownerOf(item);
    if (owner) map.set(owner, [...(map.get(owner) ?? []), item]);
  }
  return map;
}

/** What each member owns: objectives and initiatives of the first page of each list (200). */
export const userQueries = {
  ownership: (api: ApiClient, orgId: OrgId) =>
    queryOptions({
      queryKey: queryKeys.users(orgId, 'ownership'),
      queryFn: async ({ signal }): Promise<Ownership> => {
        const [objectives, initiatives] = await Promise.all([
          fetchPage<Objective>(api, withQuery(apiPaths.objectives.list, { limit: PAGE_LIMIT_MAX }), signal),
          fetchPage<Initiative>(api, withQuery(apiPaths.initiatives.list, { limit: PAGE_LIMIT_MAX }), signal),
        ]);
        return {
          objectives: group(objectives.items, (o) => o.ownerId),
          initiatives: group(initiatives.items, (i) => i.ownerId),
        };
      },
      enabled: Boolean(orgId),
    }),
};
