import type { ApiClient } from '@okr/core';

/**
 * The SCIM base URL to paste at the identity provider (`{API_URL}/scim/v2`, beside `/api`), from
 * the API client's own address; null where that address does not end in `/api` (a proxy of the
 * partner's own), rather than a guess that would be wrong.
 */
export function scimBaseUrl(api: ApiClient): string | null {
  if (typeof window === 'undefined') return null;
  const base = api.axios.defaults.baseURL ?? '';
  try {
    const root = new URL(base.endsWith('/') ? base : `${base}/`, window.location.href);
    if (!root.pathname.endsWith('/api/')) return null;
    return new URL('../scim/v2', root).toString();
  } catch {
    return null;
  }
}
