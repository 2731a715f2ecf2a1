import type { QueryClient } from '@tanstack/react-query';
import { isOrganizationCacheKey } from './queryKeys';

/** Spec §4: after an organization switch, exactly the eleven organization caches go stale. */
export function invalidateOrganizationCaches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isOrganizationCacheKey(query.queryKey) });
}
