import { useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { objectivesPaths, keyResultsPaths } from '@okr/contract';
import type { CreateKeyResultRequest, KeyResult, UpdateKeyResultRequest } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { OrgId } from '@okr/core';
import { useMutationContext } from '../lib/useMutationContext';

/** Key results live inside their objective's detail; a change refreshes it, the lists and the dashboard. */
export const keyResultQueries = {
  all: (orgId: OrgId) => queryKeys.keyResults(orgId),
};

async function invalidateAfterKeyResult(queryClient: QueryClient, orgId: OrgId) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: keyResultQueries.all(orgId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.objectives(orgId) }),
  ]);
}

export function useCreateKeyResult(objectiveId: string, callbacks: { onCreated?: (keyResult: KeyResult) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: CreateKeyResultRequest) => api.post<KeyResult>(objectivesPaths.keyResults(objectiveId), body),
    onSuccess: async (created) => {
      await invalidateAfterKeyResult(queryClient, orgId);
      callbacks.onCreated?.(created);
    },
  });
}

export function useUpdateKeyResult(id: string, callbacks: { onUpdated?: (keyResult: KeyResult) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: UpdateKeyResultRequest) => api.patch<KeyResult>(keyResultsPaths.byId(id), body),
    onSuccess: async (updated) => {
      await invalidateAfterKeyResult(queryClient, orgId);
      callbacks.onUpdated?.(updated);
    },
    // A stale version (409): reload so the form can show what the other person saved.
    onError: () => invalidateAfterKeyResult(queryClient, orgId),
  });
}

export function useDeleteKeyResult(id: string, callbacks: { onDeleted?: () => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: () => api.delete<void>(keyResultsPaths.byId(id)),
    onSuccess: async () => {
      await invalidateAfterKeyResult(queryClient, orgId);
      callbacks.onDeleted?.();
    },
  });
}
