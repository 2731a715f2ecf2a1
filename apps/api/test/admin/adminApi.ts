import { randomBytes } from 'node:crypto';
import type { AuditEvent } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { toAuditEvent } from '../../src/modules/audit/auditQueries';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { bearer, register } from '../support/api';

/** A newly registered user holding the global SuperAdmin role, with its bearer header. */
export async function registerSuperAdmin(app: FastifyInstance, db: Kysely<Database>) {
  const registered = await register(app, { firstName: 'Super', lastName: `Admin ${randomBytes(3).toString('hex')}` });
  await grantSuperAdmin(db, registered.user.id);
  return { ...registered, headers: bearer(registered.accessToken) };
}

/** A word no other test's users or organizations start with (tests share one database). */
export const uniqueWord = (label: string) => `${label}${randomBytes(5).toString('hex')}`;

/** Every audit entry about a target, oldest first, straight from the table. */
export async function auditEntriesOf(db: Kysely<Database>, targetId: string): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  return rows.map(toAuditEvent);
}

/** The personal organization register made (every registration makes one). */
export function organizationIdOf(registered: { organization: { id: string } | null }): string {
  if (!registered.organization) throw new Error('registered without an organization');
  return registered.organization.id;
}
