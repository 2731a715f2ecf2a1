import { authPaths } from '@okr/contract';
import type { ApiClient } from '@okr/core';
import { apiRootOf } from '../lib/apiRootOf';

/**
 * The redirect URI before the first save (the server names it in the connection it answers):
 * the callback under the API client's own address, which is where the provider must send people.
 */
export function redirectUriGuess(api: ApiClient): string | null {
  const root = apiRootOf(api);
  return root ? new URL(authPaths.ssoCallback.replace(/^\//, ''), root).toString() : null;
}
