import { queryOptions, useQueries } from '@tanstack/react-query';
import { keyResultsPaths } from '@okr/contract';
import type { KeyResult, ObjectiveDetail } from '@okr/contract';
import { queryKeys, useApiClient } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { useOrgId } from '../lib/useOrgId';
import { objectiveDetailQuery } from '../lib/objectiveQueries';

/** One key result (`GET /key-results/{id}`): its objective, when that is not linked itself. */
export const keyResultDetail = (api: ApiClient, orgId: OrgId, id: string) =>
  queryOptions({
    queryKey: queryKeys.keyResults(orgId, 'detail', id),
    queryFn: ({ signal }) => api.get<KeyResult>(keyResultsPaths.byId(id), { signal }),
    enabled: Boolean(orgId),
  });

export interface LinkedObjective {
  objective: ObjectiveDetail;
  /** Linked itself (in `objectiveIds`), not only through one of its key results. */
  linked: boolean;
}

/**
 * The objectives an initiative serves, each with its key results loaded: those in `objectiveIds`,
 * then those of linked key results whose objective is not linked itself. Ids that answer 404
 * (deleted since) are left out.
 */
export function useLinkedObjectives(objectiveIds: readonly string[], keyResultIds: readonly string[]) {
  const api = useApiClient();
  const orgId = useOrgId();
  const direct = useQueries({ queries: objectiveIds.map((id) => ({ ...objectiveDetailQuery(api, orgId, id), retry: false })) });
  const covered = new Set(direct.flatMap((q) => q.data?.keyResults.map((kr) => kr.id) ?? []));
  const directDone = direct.every((q) => !q.isPending);
  const orphans = directDone ? keyResultIds.filter((id) => !covered.has(id)) : [];
  const orphanKeyResults = useQueries({ queries: orphans.map((id) => ({ ...keyResultDetail(api, orgId, id), retry: false })) });
  const parentIds = [...new Set(orphanKeyResults.flatMap((q) => (q.data ? [q.data.objectiveId] : [])))].filter((id) => !objectiveIds.includes(id));
  const parents = useQueries({ queries: parentIds.map((id) => ({ ...objectiveDetailQuery(api, orgId, id), retry: false })) });
  const isPending = !directDone || orphanKeyResults.some((q) => q.isPending) || parents.some((q) => q.isPending);
  const groups: LinkedObjective[] = [
    ...direct.flatMap((q) => (q.data ? [{ objective: q.data, linked: true }] : [])),
    ...parents.flatMap((q) => (q.data ? [{ objective: q.data, linked: false }] : [])),
  ];
  return { groups, isPending };
}
