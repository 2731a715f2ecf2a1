import { queryOptions, useMutation } from '@tanstack/react-query';
import { objectivesPaths, periodsPaths } from '@okr/contract';
import type { Objective, RolloverRequest, RolloverResponse } from '@okr/contract';
import { queryKeys } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { fetchPage, withQuery } from '../../lib/fetchPage';
import { invalidateObjectives } from '../api';
import { useMutationContext } from '../../lib/useMutationContext';

/** How many objectives of a period the wizard offers (the API copies at most 500 at once). */
export const ROLLOVER_CANDIDATES = 200;

/** The objectives of the period being rolled over, newest first. */
export const rolloverCandidatesQuery = (api: ApiClient, orgId: OrgId, periodId: string) =>
  queryOptions({
    queryKey: queryKeys.objectives(orgId, 'list', 'rollover', periodId),
    queryFn: ({ signal }) => fetchPage<Objective>(api, withQuery(objectivesPaths.list, { periodId, limit: ROLLOVER_CANDIDATES }), signal),
    enabled: Boolean(orgId),
  });

/** Finished objectives stay behind: Completed, Cancelled, or at 100%. */
export const isUnfinished = (objective: Pick<Objective, 'status' | 'progress'>) =>
  objective.status !== 'Completed' && objective.status !== 'Cancelled' && objective.progress < 100;

/** A key the server keeps the first answer under: one per wizard, so a retry never copies twice. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `rollover-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface RolloverInput {
  body: RolloverRequest;
  idempotencyKey: string;
}

/** `POST /periods/{id}/rollover` with its `Idempotency-Key`; then every objectives cache is refreshed. */
export function useRollover(fromPeriodId: string) {
  const { api, orgId, queryClient } = useMutationContext();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: RolloverInput) =>
      api.post<RolloverResponse>(periodsPaths.rollover(fromPeriodId), body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => invalidateObjectives(queryClient, orgId),
  });
}
