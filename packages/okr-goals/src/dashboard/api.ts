import { queryOptions } from '@tanstack/react-query';
import { dashboardPath } from '@okr/contract';
import type { Dashboard } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';

/**
 * The dashboard sums objectives, key results, initiatives and tasks; it sits under the objectives
 * cache so an organization switch and every OKR change refresh it.
 */
export const dashboardQueries = {
  /** `periodId`: the period's figures only (`?periodId=`); the whole organization when left out. */
  summary: (api: ApiClient, orgId: OrgId, periodId?: string) =>
    queryOptions({
      queryKey: queryKeys.objectives(orgId, 'dashboard', { periodId }),
      queryFn: ({ signal }) => api.get<Dashboard>(dashboardPath, { signal, params: periodId ? { periodId } : undefined }),
      enabled: Boolean(orgId),
    }),
};
