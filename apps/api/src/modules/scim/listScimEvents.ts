import type { AuditEvent } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { toAuditEvent } from '../audit/auditQueries';

/**
 * The organization's latest SCIM events, newest first: who was provisioned, changed or removed,
 * by which token (`actorId`, `actorName` the token's prefix), and the settings changes of SCIM.
 * The audit trail is the record; this is its SCIM slice for the DirectorySync panel.
 */
export async function listScimEvents(db: Kysely<Database>, organizationId: string, limit: number): Promise<{ items: AuditEvent[]; total: number }> {
  const scimEvents = db.selectFrom('audit_events').where('organization_id', '=', organizationId).where('action', 'like', 'scim.%');
  const [rows, count] = await Promise.all([
    scimEvents.selectAll().orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    scimEvents.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAuditEvent), total: Number(count.n) };
}
