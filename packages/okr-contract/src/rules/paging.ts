// Paging of the lists that grow (api-contract.md "Conventions"): `?limit=` (default 100, at most
// 200) and `?cursor=`; the body stays an array, the next page's URL comes in a `Link` header.

export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 200;
/** Addition: the number of items of the whole list (all pages, same filters), on every page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The `Link` header value pointing at the next page: the same path and query with `cursor`
 * replaced. `pathAndQuery` is the request's URL as received (e.g. `/api/objectives?status=Active`).
 */
export function nextPageUrl(pathAndQuery: string, cursor: string): string {
  const at = pathAndQuery.indexOf('?');
  const path = at < 0 ? pathAndQuery : pathAndQuery.slice(0, at);
  const kept = at < 0 ? [] : pathAndQuery.slice(at + 1).split('&').filter((part) => part !== '' && !part.startsWith('cursor='));
  return `<${path}?${[...kept, `cursor=${encodeURIComponent(cursor)}`].join('&')}>; rel="next"`;
}
