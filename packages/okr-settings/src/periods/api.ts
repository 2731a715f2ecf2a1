import { periodsPaths } from '@okr/contract';
import type { CreatePeriodRequest, Period, UpdatePeriodRequest } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { useInvalidatingMutation } from '../lib/useInvalidatingMutation';

/** A closed or moved period changes what the objectives screens show: the whole objectives cache. */
function usePeriodsChange<Variables, Result>(orgId: OrgId, call: (api: ApiClient, variables: Variables) => Promise<Result>) {
  return useInvalidatingMutation(queryKeys.objectives(orgId), call);
}

/** `POST /periods`: 409 when it overlaps another period. */
export function useCreatePeriod(orgId: OrgId) {
  return usePeriodsChange(orgId, (api, body: CreatePeriodRequest) => api.post<Period>(periodsPaths.list, body));
}

/** `PATCH /periods/{id}`: rename, move (409 on overlap), close (`closed: true`) or reopen. */
export function useUpdatePeriod(orgId: OrgId) {
  return usePeriodsChange(orgId, (api, { id, body }: { id: string; body: UpdatePeriodRequest }) => api.patch<Period>(periodsPaths.byId(id), body));
}

/** `DELETE /periods/{id}`: 422 while it has objectives. */
export function useDeletePeriod(orgId: OrgId) {
  return usePeriodsChange(orgId, (api, period: Period) => api.delete<void>(periodsPaths.byId(period.id)).then(() => period));
}
