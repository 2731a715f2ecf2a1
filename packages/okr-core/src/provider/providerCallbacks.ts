import type { ApiError } from '../http/ApiError';

type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ProviderCallbacks {
  getAccessToken?: TokenSource;
  onUnauthorized?: (error: ApiError) => void;
}

/**
 * Holds the host's latest callbacks, so the HTTP client is built once per base address and a
 * host passing inline functions does not rebuild it on every render.
 */
export function createCallbackHolder(
  initial: ProviderCallbacks,
  fallbackUnauthorized: () => (error: ApiError) => void,
) {
  let latest = initial;
  return {
    update(next: ProviderCallbacks) {
      latest = next;
    },
    getAccessToken: () => latest.getAccessToken?.() ?? null,
    onUnauthorized: (error: ApiError) => (latest.onUnauthorized ?? fallbackUnauthorized())(error),
  };
}
