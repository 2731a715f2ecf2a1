import { useMutation } from '@tanstack/react-query';
import { periodsPaths } from '@okr/contract';
import type { Period } from '@okr/contract';
import { periodQueries } from '@okr/core';
import { useMutationContext } from '../useMutationContext';

/** `PATCH /periods/{id}` `{ closed: true }` (`settings:update`): check-ins in it are refused from then on. */
export function useClosePeriod() {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: (period: Period) => api.patch<Period>(periodsPaths.byId(period.id), { closed: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: periodQueries.all(orgId) }),
  });
}
