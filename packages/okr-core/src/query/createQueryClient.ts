import { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';

/** Spec §9: queries retry once and do not refetch on window focus. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: 1, refetchOnWindowFocus: false, ...config.defaultOptions?.queries },
    },
  });
}
