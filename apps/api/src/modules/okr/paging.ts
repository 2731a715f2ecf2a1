import { nextPageUrl, TOTAL_COUNT_HEADER } from '@okr/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidField } from './okrErrors';

/** A cursor is the `seq` of the last item of the previous page (opaque to clients). */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[0-9]{1,10}$/.test(cursor)) throw invalidField('cursor', 'Not a cursor this API issued');
  return Number(cursor);
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, when there is one. */
  next: string | undefined;
  /** Items of the whole list (every page, same filters). */
  total: number;
}

/** Rows fetched with `limit + 1`: the extra one only says that a next page exists. */
export function pageOf<R extends { seq: number }>(rows: R[], limit: number): { rows: R[]; next: string | undefined } {
  if (rows.length <= limit) return { rows, next: undefined };
  const kept = rows.slice(0, limit);
  return { rows: kept, next: String(kept[kept.length - 1]!.seq) };
}

/** The paging headers (api-contract.md "Conventions"): `Link: <next>; rel="next"` and the total. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.next !== undefined) reply.header('link', nextPageUrl(request.url, page.next));
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/** A page whose JSON text the database wrote, as the bytes sent. */
export interface JsonPageBytes {
  body: Buffer;
  next: string | undefined;
  total: number;
}

/** The page with its JSON text encoded once (kept in a cache, sent many times). */
export const pageBytes = (page: { body: string; next: string | undefined; total: number }): JsonPageBytes => ({ ...page, body: Buffer.from(page.body) });

/** The same headers, for an answer whose JSON text the database wrote (sent as is, not serialized again). */
export function sendJsonPage(request: FastifyRequest, reply: FastifyReply, page: JsonPageBytes) {
  if (page.next !== undefined) reply.header('link', nextPageUrl(request.url, page.next));
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return reply.type('application/json; charset=utf-8').send(page.body);
}
