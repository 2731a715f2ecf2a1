import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { initiativesPaths, tasksPaths } from '@okr/contract';
import type {
  CreateInitiativeRequest,
  CreateTaskRequest,
  Initiative,
  InitiativeDetail,
  Task,
  UpdateInitiativeRequest,
  UpdateTaskRequest,
} from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../lib/fetchPage';
import { useMutationContext } from '../lib/useMutationContext';

export const INITIATIVES_PAGE_SIZE = 100;

/** Query options of the initiatives (with their tasks in the detail), organization id first. */
export const initiativeQueries = {
  all: (orgId: OrgId) => queryKeys.initiatives(orgId),
  list: (api: ApiClient, orgId: OrgId) =>
    infiniteQueryOptions({
      queryKey: queryKeys.initiatives(orgId, 'list'),
      queryFn: ({ pageParam, signal }) =>
        fetchPage<Initiative>(api, pageParam ?? withQuery(initiativesPaths.list, { limit: INITIATIVES_PAGE_SIZE }), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      enabled: Boolean(orgId),
    }),
  /** The initiatives serving an objective (linked to it or to one of its key results), newest first. */
  serving: (api: ApiClient, orgId: OrgId, objectiveId: string) =>
    queryOptions({
      queryKey: queryKeys.initiatives(orgId, 'serving', objectiveId),
      queryFn: ({ signal }) =>
        fetchPage<Initiative>(api, withQuery(initiativesPaths.list, { objectiveId, limit: INITIATIVES_PAGE_SIZE }), signal),
      enabled: Boolean(orgId),
    }),
  detail: (api: ApiClient, orgId: OrgId, id: string) =>
    queryOptions({
      queryKey: queryKeys.initiatives(orgId, 'detail', id),
      queryFn: ({ signal }) => api.get<InitiativeDetail>(initiativesPaths.byId(id), { signal }),
      enabled: Boolean(orgId),
    }),
};

async function invalidateInitiatives(queryClient: QueryClient, orgId: OrgId) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: initiativeQueries.all(orgId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.objectives(orgId, 'dashboard') }),
  ]);
}

export function useCreateInitiative(callbacks: { onCreated?: (initiative: Initiative) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: CreateInitiativeRequest) => api.post<Initiative>(initiativesPaths.list, body),
    onSuccess: async (created) => {
      await invalidateInitiatives(queryClient, orgId);
      callbacks.onCreated?.(created);
    },
  });
}

/** An update of the board (an initiative or a task): the lists refresh whether it succeeds or not. */
function useBoardUpdate<Body, Updated>(send: (api: ApiClient, body: Body) => Promise<Updated>, onUpdated?: (updated: Updated) => void) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: Body) => send(api, body),
    onSuccess: async (updated) => {
      await invalidateInitiatives(queryClient, orgId);
      onUpdated?.(updated);
    },
    onError: () => invalidateInitiatives(queryClient, orgId),
  });
}

export function useUpdateInitiative(id: string, callbacks: { onUpdated?: (initiative: Initiative) => void } = {}) {
  return useBoardUpdate(
    (api, body: UpdateInitiativeRequest) => api.patch<Initiative>(initiativesPaths.byId(id), body),
    callbacks.onUpdated,
  );
}

export function useDeleteInitiative(id: string, callbacks: { onDeleted?: () => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: () => api.delete<void>(initiativesPaths.byId(id)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: initiativeQueries.detail(api, orgId, id).queryKey });
      await invalidateInitiatives(queryClient, orgId);
      callbacks.onDeleted?.();
    },
  });
}

export function useCreateTask(initiativeId: string, callbacks: { onCreated?: (task: Task) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) => api.post<Task>(initiativesPaths.tasks(initiativeId), body),
    onSuccess: async (created) => {
      await invalidateInitiatives(queryClient, orgId);
      callbacks.onCreated?.(created);
    },
  });
}

export function useUpdateTask(callbacks: { onUpdated?: (task: Task) => void } = {}) {
  return useBoardUpdate(
    (api, { id, ...body }: UpdateTaskRequest & { id: string }) => api.patch<Task>(tasksPaths.byId(id), body),
    callbacks.onUpdated,
  );
}

export function useDeleteTask() {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(tasksPaths.byId(id)),
    onSuccess: () => invalidateInitiatives(queryClient, orgId),
  });
}
