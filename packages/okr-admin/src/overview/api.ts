import { useQuery } from '@tanstack/react-query';
import { adminPaths } from '@okr/contract';
import type { AdminStats } from '@okr/contract';
import { queryKeys, useApiClient } from '@okr/core';

/** `GET /admin/stats`. */
export function useAdminStats() {
  const api = useApiClient();
  return useQuery({ queryKey: queryKeys.admin('stats'), queryFn: () => api.get<AdminStats>(adminPaths.stats) });
}
