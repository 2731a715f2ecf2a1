import type { AuditAction } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { AuditEventRecord } from './records';

export interface MockAuditEntry {
  action: AuditAction;
  actorId: string | null;
  organizationId: string | null;
  targetType: string;
  targetId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Defaults to the actor's email (a failed sign-in gives the email it tried). */
  actorEmail?: string | null;
}

/** Appends an audit entry as the API writes one (never a password or token: callers pass changed fields only). */
export function recordAudit(db: MockDb, entry: MockAuditEntry): AuditEventRecord {
  const actorEmail = entry.actorEmail !== undefined ? entry.actorEmail : entry.actorId ? (db.users.get(entry.actorId)?.email ?? null) : null;
  return db.auditEvents.insert({
    id: db.nextId('audit'),
    createdAt: db.now(),
    action: entry.action,
    actorId: entry.actorId,
    actorEmail,
    actorType: 'user',
    actorName: null,
    organizationId: entry.organizationId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: '127.0.0.1',
  });
}
