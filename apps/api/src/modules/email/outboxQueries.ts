import type { OutboxEmail, OutboxEmailDetail, OutboxEmailList, OutboxQuery } from '@okr/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailOutboxTable } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { offsetOf, prefixPattern } from '../admin/pagination';

function toOutboxEmail(row: Omit<Selectable<EmailOutboxTable>, 'text_body' | 'html_body' | 'list_unsubscribe'>): OutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

const listed = ['id', 'to_address', 'subject', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'language', 'message_id', 'link', 'organization_id', 'next_attempt_at', 'lease_until'] as const;

/** GET /admin/outbox: newest first; `q` is a prefix of the recipient. */
export async function listOutbox(db: Kysely<Database>, query: OutboxQuery): Promise<OutboxEmailList> {
  let select = db.selectFrom('email_outbox');
  if (query.q) select = select.where((eb) => eb(eb.fn('lower', ['to_address']), 'like', prefixPattern(query.q!)));
  if (query.status) select = select.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    select.select(listed).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query.page, query.pageSize)).execute(),
    select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toOutboxEmail), total: Number(count.total) };
}

/** GET /admin/outbox/{id}: the email with its plain-text body. */
export async function outboxEmail(db: Kysely<Database>, id: string): Promise<OutboxEmailDetail> {
  const row = isUuid(id) ? await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound('Email');
  return { ...toOutboxEmail(row), text: row.text_body };
}
