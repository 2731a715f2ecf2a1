import { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from '../http/ApiError';

/**
 * Spec §9: queries retry once. An answer that refuses the request itself (401, 403, 404, 409, ...)
 * would only be refused again, so only failures that may pass on a second try are retried:
 * network errors, 5xx, 408 and 429.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

/** Spec §9: queries retry once and do not refetch on window focus. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { retry: retryOnce, refetchOnWindowFocus: false, ...config.defaultOptions?.queries },
    },
  });
}
