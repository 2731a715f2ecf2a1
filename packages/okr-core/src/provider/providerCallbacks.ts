import type { ApiError } from '../http/ApiError';

type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ProviderCallbacks {
  getAccessToken?: TokenSource;
  onUnauthorized?: (error: ApiError) => void;
  onForbidden?: (error: ApiError) => void;
}

/**
 * Holds the host's latest callbacks, so the HTTP client is built once per base address and a
 * host passing inline functions does not rebuild it on every render. A lost session is reported
 * once: several panels' queries failing with 401 together call `onUnauthorized` a single time,
 * until a new session exists (`sessionStarted`, or a new token from the partner).
 */
export function createCallbackHolder(
  initial: ProviderCallbacks,
  fallbackUnauthorized: () => (error: ApiError) => void,
) {
  let latest = initial;
  let reported = false;
  let lastPartnerToken: string | null = null;
  return {
    update(next: ProviderCallbacks) {
      latest = next;
    },
    sessionStarted() {
      reported = false;
    },
    getAccessToken: async () => {
      const token = (await latest.getAccessToken?.()) ?? null;
      // A partner handing over a different token has a new session too.
      if (token && token !== lastPartnerToken) reported = false;
      lastPartnerToken = token;
      return token;
    },
    onUnauthorized: (error: ApiError) => {
      if (reported) return;
      reported = true;
      (latest.onUnauthorized ?? fallbackUnauthorized())(error);
    },
    /** Every 403 reaches the host's handler, if it gave one (no default: a refusal is the panel's to show). */
    onForbidden: (error: ApiError) => latest.onForbidden?.(error),
  };
}
