import { useQuery } from '@tanstack/react-query';
import { aiPaths } from '@okr/contract';
import type { AiCredits } from '@okr/contract';
import { useApiClient, useSessionStore } from '@okr/core';
import { assistantKeys } from './assistantKeys';

/** The organization's AI credits this month (plan, allowed, used, remaining). */
export function useCredits() {
  const api = useApiClient();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  return useQuery({
    queryKey: assistantKeys.credits(orgId),
    queryFn: () => api.get<AiCredits>(aiPaths.credits),
  });
}

