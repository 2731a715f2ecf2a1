import { nextPageUrl, TOTAL_COUNT_HEADER } from '@okr/contract';
import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import type { ParseSchema } from './respond';
import { fail } from './respond';

/**
 * One page of a list, as the API pages (api-contract.md "Conventions"): `limit` items after the
 * cursor (here the id of the previous page's last item; opaque to clients), the next page's URL in
 * `Link`, the total in `X-Total-Count`.
 */
export function respondPage<T extends { id: string }>(
  request: Request,
  schema: ParseSchema<T>,
  all: T[],
  limit: number,
  cursor: string | undefined,
): Response {
  let start = 0;
  if (cursor !== undefined) {
    const at = all.findIndex((item) => item.id === cursor);
    if (at < 0) fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'cursor', message: 'Not a cursor this API issued' }]);
    start = at + 1;
  }
  const items = all.slice(start, start + limit);
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(all.length) };
  if (start + limit < all.length) {
    const url = new URL(request.url);
    headers.Link = nextPageUrl(`${url.pathname}${url.search}`, items[items.length - 1]!.id);
  }
  return HttpResponse.json(items.map((item) => schema.parse(item)) as JsonBodyType, { headers });
}
