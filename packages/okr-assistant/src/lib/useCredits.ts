import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@okr/contract';
import type { AiCredits } from '@okr/contract';
import { queryKeys, useApiClient, useSessionStore } from '@okr/core';

/** The organization's AI credits this month (plan, allowed, used, remaining). */
export function useCredits() {
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  return useQuery({
    queryKey: queryKeys.aiCredits(orgId),
    queryFn: () => api.get<AiCredits>(apiPaths.ai.credits),
  });
}

