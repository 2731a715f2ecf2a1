import { apiPaths } from '@okr/contract';
import type { ApiClient } from '@okr/core';

/**
 * The redirect URI before the first save (the server names it in the connection it answers):
 * the callback under the API client's own address, which is where the provider must send people.
 */
export function redirectUriGuess(api: ApiClient): string | null {
  if (typeof window === 'undefined') return null;
  const base = api.axios.defaults.baseURL ?? '';
  try {
    const root = new URL(base.endsWith('/') ? base : `${base}/`, window.location.href);
    return new URL(apiPaths.auth.ssoCallback.replace(/^\//, ''), root).toString();
  } catch {
    return null;
  }
}
