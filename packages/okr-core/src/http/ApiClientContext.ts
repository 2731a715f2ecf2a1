import { createContext, useContext } from 'react';
import type { ApiClient } from './createApiClient';

export const ApiClientContext = /* @__PURE__ */ createContext<ApiClient | null>(null);

/** The provider's HTTP client: every package's `api.ts` goes through it. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <OkrProvider>');
  return client;
}
