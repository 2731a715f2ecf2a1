import { queryOptions, useMutation } from '@tanstack/react-query';
import { keyResultsPaths } from '@okr/contract';
import type { CheckIn, CheckInCreated, CreateCheckInRequest, ObjectiveDetail } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../lib/fetchPage';
import { useMutationContext } from '../lib/useMutationContext';

export const CHECK_INS_SHOWN = 50;

/** A key result's check-ins, newest first (the API's order), the latest page. */
export const checkInQueries = {
  list: (api: ApiClient, orgId: OrgId, keyResultId: string) =>
    queryOptions({
      queryKey: queryKeys.keyResults(orgId, keyResultId, 'check-ins'),
      queryFn: ({ signal }) => fetchPage<CheckIn>(api, withQuery(keyResultsPaths.checkIns(keyResultId), { limit: CHECK_INS_SHOWN }), signal),
      enabled: Boolean(orgId),
    }),
};

/**
 * Posts a check-in. The answer carries the key result and objective it moved (one transaction on
 * the server): the objective's cached detail takes them in place, so only that key result's card
 * and the objective's progress re-render; lists and the dashboard refetch in the background.
 */
export function useCreateCheckIn(keyResultId: string, callbacks: { onCheckIn?: (checkIn: CheckInCreated) => void } = {}) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (body: CreateCheckInRequest) => api.post<CheckInCreated>(keyResultsPaths.checkIns(keyResultId), body),
    onSuccess: async (created) => {
      const { keyResult, objective } = created;
      queryClient.setQueryData<ObjectiveDetail>(queryKeys.objectives(orgId, 'detail', objective.id), (cached) =>
        cached
          ? { ...cached, ...objective, keyResults: cached.keyResults.map((kr) => (kr.id === keyResult.id ? keyResult : kr)) }
          : cached,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: checkInQueries.list(api, orgId, keyResultId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.objectives(orgId, 'list') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.objectives(orgId, 'dashboard') }),
      ]);
      callbacks.onCheckIn?.(created);
    },
  });
}
