import type { ApiClient } from '@okr/core';

/** The API client's own address as a URL ending in `/` (relative bases resolved against the page); null on the server or when it does not parse. */
export function apiRootOf(api: ApiClient): URL | null {
  if (typeof window === 'undefined') return null;
  const base = api.axios.defaults.baseURL ?? '';
  try {
    return new URL(base.endsWith('/') ? base : `${base}/`, window.location.href);
  } catch {
    return null;
  }
}
