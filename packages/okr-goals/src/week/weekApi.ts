import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATION_HEADER, mePaths, keyResultsPaths } from '@okr/contract';
import type { CheckInCreated, CreateCheckInRequest, KeyResult, WeekItem } from '@okr/contract';
import { queryKeys, useApiClient } from '@okr/core';
import type { ApiClient } from '@okr/core';

/**
 * My week is about the person, not one organization: its key starts with the user, and a switch
 * of organization leaves it alone (the spec's organization caches are the others).
 */
export const weekKeys = {
  all: (userId: string | null) => ['user', userId, 'week'] as const,
  keyResult: (userId: string | null, organizationId: string, keyResultId: string) => ['user', userId, 'week', organizationId, 'key-result', keyResultId] as const,
};

/** Every request of an item names its organization, whichever is current (api-contract.md: `X-Organization-Id`). */
const inOrganization = (organizationId: string) => ({ headers: { [ORGANIZATION_HEADER]: organizationId } });

/** `GET /me/week`: what needs the caller in every organization, most urgent first. */
export function weekQuery(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: weekKeys.all(userId),
    queryFn: ({ signal }) => api.get<WeekItem[]>(mePaths.week, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** The key result of a due check-in (its metric, unit and current value), in its own organization. */
export function weekKeyResultQuery(api: ApiClient, userId: string | null, item: Pick<WeekItem, 'id' | 'organization'>) {
  return queryOptions({
    queryKey: weekKeys.keyResult(userId, item.organization.id, item.id),
    queryFn: ({ signal }) => api.get<KeyResult>(keyResultsPaths.byId(item.id), { signal, ...inOrganization(item.organization.id) }),
  });
}

/**
 * A check-in from My week, in the item's organization without switching to it; then My week and
 * that organization's objective caches are read again. `onSaved` runs first: the refetch takes a
 * checked-in item out of the list, and the form with it (a `mutate` callback would never run).
 */
export function useWeekCheckIn(userId: string | null, item: Pick<WeekItem, 'id' | 'organization'>, onSaved: () => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCheckInRequest) => api.post<CheckInCreated>(keyResultsPaths.checkIns(item.id), body, inOrganization(item.organization.id)),
    onSuccess: () => {
      onSaved();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: weekKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.objectives(item.organization.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.keyResults(item.organization.id) }),
      ]);
    },
  });
}
