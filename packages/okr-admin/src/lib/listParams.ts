/** What the admin lists send: `?page=&pageSize=&q=&sort=` plus their own filters (api-contract.md). */
export interface ListParams {
  page: number;
  pageSize: number;
  q: string;
  sort: string;
}

export const DEFAULT_PAGE_SIZE = 25;

/** The query string of a list call, leaving out empty values. */
export function toSearch(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
