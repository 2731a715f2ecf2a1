import type { ApiClient } from '@okr/core';
import { apiRootOf } from '../lib/apiRootOf';

/**
 * The SCIM base URL to paste at the identity provider (`{API_URL}/scim/v2`, beside `/api`), from
 * the API client's own address; null where that address does not end in `/api` (a proxy of the
 * partner's own), rather than a guess that would be wrong.
 */
export function scimBaseUrl(api: ApiClient): string | null {
  const root = apiRootOf(api);
  if (!root?.pathname.endsWith('/api/')) return null;
  return new URL('../scim/v2', root).toString();
}
