import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@okr/core';
import { useOrgId } from './useOrgId';

/** What every change hook of the goals features starts from: the API client, the organization and the cache. */
export function useMutationContext() {
  return { api: useApiClient(), orgId: useOrgId(), queryClient: useQueryClient() };
}
