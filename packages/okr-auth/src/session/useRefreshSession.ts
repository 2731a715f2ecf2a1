import { useCallback } from 'react';
import type { RefreshResponse } from '@okr/contract';
import { useApiClient } from '@okr/core';

/**
 * Rotates the tokens now. Rejects with 'No access token available' when signed out, and with
 * 'Session expired. Please login again.' (after logging out) when the server refuses.
 */
export function useRefreshSession(): () => Promise<RefreshResponse> {
  const api = useApiClient();
  return useCallback(() => api.refreshSession(), [api]);
}
