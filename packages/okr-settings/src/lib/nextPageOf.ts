/** The next page of a paged list (api-contract.md: `Link: <...>; rel="next"`), if any. */
export function nextPageOf(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  return /<([^>]+)>\s*;\s*rel="?next"?/.exec(link)?.[1] ?? null;
}
