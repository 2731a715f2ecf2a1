import { TOTAL_COUNT_HEADER } from '@okr/contract';
import type { ApiClient } from '@okr/core';
import { queryString } from '@okr/core';

export interface Page<T> {
  items: T[];
  /** The next page's URL (from the `Link: <...>; rel="next"` header), null on the last page. */
  next: string | null;
  /** All items of the list with the same filters (`X-Total-Count`), null when not sent. */
  total: number | null;
}

/** The API answers `/api/...` in Link; the client's base already holds `/api`. */
function relativeToBase(url: string): string {
  return url.startsWith('/api/') ? url.slice(4) : url;
}

export function nextLink(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(header);
  return match?.[1] ? relativeToBase(match[1]) : null;
}

/** One page of a paged list (api-contract.md "Conventions"). */
export async function fetchPage<T>(api: ApiClient, url: string, signal?: AbortSignal): Promise<Page<T>> {
  const response = await api.axios.get<T[]>(url, { signal });
  const total = Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
  return { items: response.data, next: nextLink(response.headers.link), total: Number.isFinite(total) ? total : null };
}

/** `path?key=value&...` with empty values left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  return `${path}${queryString(params)}`;
}
