import { csvCell } from '@okr/contract';
import type { AdminAuditEventQuery, AuditEvent, AuditEventList, AuditEventQuery } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { AuditEventsTable, Database } from '../../db/Database';
import { offsetOf, prefixPattern } from '../admin/pagination';
import { isUuid } from '../../lib/isUuid';

type AuditRow = Selectable<AuditEventsTable>;

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    createdAt: row.occurred_at.toISOString(),
    action: row.action,
    actorId: row.actor_type === 'api_key' ? row.actor_api_key_id : row.actor_type === 'scim' ? row.actor_scim_token_id : row.actor_user_id,
    actorEmail: row.actor_email,
    actorType: row.actor_type,
    actorName: row.actor_name,
    organizationId: row.organization_id,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}

type Filters = Omit<AuditEventQuery, 'page' | 'pageSize' | 'sort'> &
  Partial<Pick<AdminAuditEventQuery, 'q' | 'organizationId'>>;

/** The entries matching the filters; `organizationId` null = every organization (super admins). */
function filtered(db: Kysely<Database>, filters: Filters) {
  let select = db.selectFrom('audit_events');
  // An id filter that is no id at all (ids are UUIDs) matches nothing; it never reaches the uuid column.
  for (const id of [filters.organizationId, filters.actorId]) if (id && !isUuid(id)) select = select.where(sql<boolean>`false`);
  if (filters.organizationId && isUuid(filters.organizationId)) select = select.where('organization_id', '=', filters.organizationId);
  if (filters.action) select = select.where('action', '=', filters.action);
  if (filters.actorId && isUuid(filters.actorId)) select = select.where('actor_user_id', '=', filters.actorId);
  if (filters.targetType) select = select.where('target_type', '=', filters.targetType);
  if (filters.from) select = select.where('occurred_at', '>=', new Date(filters.from));
  if (filters.to) select = select.where('occurred_at', '<', new Date(filters.to));
  if (filters.q) select = select.where(sql<boolean>`lower(actor_email) like ${prefixPattern(filters.q)} escape '\\'`);
  return select;
}

/** One page of entries, newest first unless `sort=createdAt`. */
export async function listAuditEvents(
  db: Kysely<Database>,
  query: AuditEventQuery & Partial<Pick<AdminAuditEventQuery, 'q' | 'organizationId'>>,
): Promise<AuditEventList> {
  const direction = query.sort === 'createdAt' ? 'asc' : 'desc';
  const rows = await filtered(db, query)
    .selectAll()
    .orderBy('occurred_at', direction)
    .orderBy('id', direction)
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize))
    .execute();
  const { total } = await filtered(db, query)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(toAuditEvent), total: Number(total) };
}

/** At most this many entries in one CSV export (narrow the filters for more). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const csvColumns = [
  'createdAt',
  'action',
  'actorId',
  'actorEmail',
  'organizationId',
  'targetType',
  'targetId',
  'before',
  'after',
  'ip',
] as const;

/** GET /admin/audit-events.csv: the matching entries (newest first, at most AUDIT_EXPORT_MAX_ROWS) as CSV. */
export async function exportAuditEventsCsv(db: Kysely<Database>, filters: Filters): Promise<string> {
  const rows = await filtered(db, filters)
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_EXPORT_MAX_ROWS)
    .execute();
  const lines = rows.map((row) => {
    const event = toAuditEvent(row);
    return csvColumns.map((column) => csvCell(event[column])).join(',');
  });
  return `${[csvColumns.join(','), ...lines].join('\r\n')}\r\n`;
}
