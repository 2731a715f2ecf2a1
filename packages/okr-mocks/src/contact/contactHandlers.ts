import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import type { ErrorBody } from '@okr/contract';
import { ContactMessagesPage, ContactMessagesQuery, ContactRequest, MessageResponse } from '@okr/contract/schemas';
import { isSuperAdmin } from '../db/roles';
import { authenticate } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { readBody, readQuery } from '../lib/routeKit';
import { apiUrl, fail, internalError, respond } from '../lib/respond';

export interface ContactHandlers {
  /** Stores valid messages and answers 201, like the API (no rate limit: a story sends a few). */
  default: HttpHandler[];
  /** The API's 429 answer, as after too many messages from one address. */
  rateLimited: HttpHandler[];
  /** Sending fails with the API's real 500 answer. */
  error: HttpHandler[];
  /** Sending stays pending. */
  slow: HttpHandler[];
}

const paths = apiPaths.contact;

function contactRoutes(source: DbSource): HttpHandler[] {
  return [
    http.post(apiUrl(paths.send), async ({ request }) => {
      const db = source();
      const input = await readBody(request, ContactRequest);
      db.contactMessages.insert({ id: db.nextId('contact'), ...input, createdAt: db.now() });
      return respond(MessageResponse, { message: 'Thank you, your message was sent' }, 201);
    }),
    http.get(apiUrl(paths.adminList), ({ request }) => {
      const db = source();
      const { user } = authenticate(request, db);
      if (!isSuperAdmin(db, user.id)) fail('FORBIDDEN', 'Only super administrators can do this (missing: SuperAdmin)');
      // Like the API's querystring schema: 400 with one detail per field, unknown parameters by name.
      const { page, pageSize } = readQuery(request, ContactMessagesQuery);
      // Newest first; messages of the same millisecond, the later one first (the table keeps insertion order).
      const all = db.contactMessages
        .all()
        .map((row, order) => ({ row, order }))
        .sort((a, b) => b.row.createdAt.localeCompare(a.row.createdAt) || b.order - a.order)
        .map(({ row }) => row);
      const items = all.slice((page - 1) * pageSize, page * pageSize).map(({ id, name, email, message, createdAt }) => ({
        id,
        name,
        email,
        message,
        createdAt,
      }));
      return respond(ContactMessagesPage, { items, total: all.length });
    }),
  ];
}

function rateLimitedAnswer(): Response {
  const body: ErrorBody = { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' };
  return HttpResponse.json(body, { status: 429, headers: { 'retry-after': '3600' } });
}

/** The contact handler group over a db source, with its scenarios. */
export function createContactHandlers(source: DbSource): ContactHandlers {
  const all = contactRoutes(source);
  return {
    default: all,
    rateLimited: [http.post(apiUrl(paths.send), rateLimitedAnswer), ...all],
    error: [http.post(apiUrl(paths.send), internalError), ...all],
    slow: [http.post(apiUrl(paths.send), neverAnswer), ...all],
  };
}
