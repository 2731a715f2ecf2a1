import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { objectivesPaths } from '@okr/contract';
import type {
  CreateKeyResultRequest,
  CreateObjectiveRequest,
  KeyResult,
  Objective,
  ObjectiveDetail,
  ObjectiveStatus,
  ObjectiveType,
  UpdateObjectiveRequest,
} from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../lib/fetchPage';
import { objectiveDetailQuery, objectiveSearchQuery } from '../lib/objectiveQueries';
import { useMutationContext } from '../lib/useMutationContext';

export interface ObjectiveFilters {
  status?: ObjectiveStatus;
  type?: ObjectiveType;
  ownerId?: string;
  impactCategory?: string;
  operationalArea?: string;
  strategicAxis?: string;
  q?: string;
  /** Only the objectives of this period (`?periodId=`); every period when left out. */
  periodId?: string;
}

export const OBJECTIVES_PAGE_SIZE = 50;

/** Query options of the objectives, organization id first (style.md §7). */
export const objectiveQueries = {
  all: (orgId: OrgId) => queryKeys.objectives(orgId),
  list: (api: ApiClient, orgId: OrgId, filters: ObjectiveFilters = {}) =>
    infiniteQueryOptions({
      queryKey: queryKeys.objectives(orgId, 'list', filters),
      queryFn: ({ pageParam, signal }) =>
        fetchPage<Objective>(api, pageParam ?? withQuery(objectivesPaths.list, { ...filters, limit: OBJECTIVES_PAGE_SIZE }), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      enabled: Boolean(orgId),
    }),
  search: objectiveSearchQuery,
  /** The objectives aligned under one (`?parentObjectiveId=`), newest first. */
  children: (api: ApiClient, orgId: OrgId, parentId: string) =>
    queryOptions({
      queryKey: queryKeys.objectives(orgId, 'children', parentId),
      queryFn: ({ signal }) => fetchPage<Objective>(api, withQuery(objectivesPaths.list, { parentObjectiveId: parentId, limit: 200 }), signal),
      enabled: Boolean(orgId),
    }),
  detail: objectiveDetailQuery,
};

/** After any change to objectives (or their key results): the lists, the detail, the dashboard. */
export async function invalidateObjectives(queryClient: QueryClient, orgId: OrgId) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: objectiveQueries.all(orgId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.keyResults(orgId) }),
  ]);
}

export type NewKeyResult = CreateKeyResultRequest;

export interface CreateObjectiveInput {
  objective: CreateObjectiveRequest;
  keyResults: NewKeyResult[];
}

/** The stepper's save: the objective, then its key results in order. */
export function useCreateObjective(callbacks: { onCreated?: (objective: ObjectiveDetail) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: async ({ objective, keyResults }: CreateObjectiveInput) => {
      const created = await api.post<Objective>(objectivesPaths.list, objective);
      const results: KeyResult[] = [];
      for (const keyResult of keyResults) {
        results.push(await api.post<KeyResult>(objectivesPaths.keyResults(created.id), keyResult));
      }
      return { ...created, keyResults: results, rolledOverFrom: null } satisfies ObjectiveDetail;
    },
    onSuccess: async (created) => {
      await invalidateObjectives(queryClient, orgId);
      callbacks.onCreated?.(created);
    },
  });
}

export function useUpdateObjective(id: string, callbacks: { onUpdated?: (objective: Objective) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: UpdateObjectiveRequest) => api.patch<Objective>(objectivesPaths.byId(id), body),
    onSuccess: async (updated) => {
      await invalidateObjectives(queryClient, orgId);
      callbacks.onUpdated?.(updated);
    },
    // A stale version (409): fetch what the other person saved so the form can show it.
    onError: () => queryClient.invalidateQueries({ queryKey: objectiveQueries.detail(api, orgId, id).queryKey }),
  });
}

export function useDeleteObjective(id: string, callbacks: { onDeleted?: () => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: () => api.delete<void>(objectivesPaths.byId(id)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: objectiveQueries.detail(api, orgId, id).queryKey });
      await invalidateObjectives(queryClient, orgId);
      callbacks.onDeleted?.();
    },
  });
}
