import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import { OutboxEmailDetail, OutboxEmailList, OutboxQuery } from '@okr/contract/schemas';
import { isSuperAdmin } from '../db/roles';
import type { OutboxEmailRecord } from '../db/records';
import { apiUrl, callerResolver, fail, readQuery, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { SUPER_ADMIN_ONLY_MESSAGE } from '../lib/superAdminOnly';

const paths = apiPaths.admin;

const summaryOf = ({ text: _text, language: _language, ...email }: OutboxEmailRecord) => email;

/** `GET /admin/outbox` and `GET /admin/outbox/{id}`, as api-contract.md "Email" has them. */
export function outboxRoutes(source: DbSource) {
  const resolve = callerResolver(source);
  const superAdmin = (request: Request) => {
    const caller = resolve(request);
    if (!isSuperAdmin(caller.db, caller.user.id)) fail('FORBIDDEN', SUPER_ADMIN_ONLY_MESSAGE);
    return caller.db;
  };

  const list = http.get(apiUrl(paths.outbox), ({ request }) => {
    const db = superAdmin(request);
    const { page, pageSize, q, status } = readQuery(request, OutboxQuery);
    const prefix = q?.toLowerCase();
    // Newest first; rows of the same millisecond, the later one first (the table keeps insertion order).
    const rows = db.outbox
      .all()
      .map((row, order) => ({ row, order }))
      .filter(({ row }) => (!status || row.status === status) && (!prefix || row.to.toLowerCase().startsWith(prefix)))
      .sort((a, b) => b.row.createdAt.localeCompare(a.row.createdAt) || b.order - a.order)
      .map(({ row }) => summaryOf(row));
    return respond(OutboxEmailList, { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length });
  });

  const detail = http.get(apiUrl(`${paths.outbox}/:id`), ({ request, params }) => {
    const db = superAdmin(request);
    const email = db.outbox.get(String(params.id));
    if (!email) return fail('NOT_FOUND', 'Email not found');
    const { language: _language, ...answer } = email;
    return respond(OutboxEmailDetail, answer);
  });

  return { list, detail } satisfies Record<string, HttpHandler>;
}
