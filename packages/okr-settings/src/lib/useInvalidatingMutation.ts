import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useApiClient } from '@okr/core';
import type { ApiClient } from '@okr/core';

/** A call through the API client that, once it succeeds, marks everything under `queryKey` stale. */
export function useInvalidatingMutation<Variables, Result>(queryKey: QueryKey, call: (api: ApiClient, variables: Variables) => Promise<Result>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => call(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
