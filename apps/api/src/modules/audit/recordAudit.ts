import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@okr/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** Who made a change and from where: every audited service takes one from its route. */
export interface AuditActor {
  userId: string | null;
  email: string | null;
  ip: string | null;
  /** Set when an API key acted: the entry names the key, not a person. */
  apiKey?: { id: string; name: string };
  /** Set when an identity provider acted through a SCIM token: the entry names the token (by its prefix). */
  scimToken?: { id: string; prefix: string };
}

export type AuditFields = Record<string, unknown>;

export interface AuditEntry {
  action: AuditAction;
  organizationId: string | null;
  targetType: string;
  targetId: string | null;
  /** The changed fields before and after; null where there was nothing (created, deleted). */
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** Keys never written to the trail, whatever a caller passes (api-contract.md "Audit events"). */
const secretKey = /password|hash|token|secret/i;

function withoutSecrets(fields: AuditFields | null | undefined): string | null {
  if (!fields) return null;
  const kept = Object.entries(fields).filter(([key]) => !secretKey.test(key));
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/**
 * Writes one audit entry. Pass the transaction of the change (`trx`) so the entry commits or rolls
 * back with it: the trail never shows a change that did not happen, nor misses one that did.
 */
export async function recordAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      actor_user_id: actor.apiKey || actor.scimToken ? null : actor.userId,
      actor_email: actor.apiKey || actor.scimToken ? null : actor.email,
      actor_type: actor.scimToken ? 'scim' : actor.apiKey ? 'api_key' : 'user',
      actor_api_key_id: actor.apiKey?.id ?? null,
      actor_scim_token_id: actor.scimToken?.id ?? null,
      actor_name: actor.apiKey?.name ?? actor.scimToken?.prefix ?? null,
      organization_id: entry.organizationId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: withoutSecrets(entry.before),
      after: withoutSecrets(entry.after),
      ip: actor.ip,
    })
    .execute();
}

/** The caller of a request (a person, an API key, or nobody) and its client IP, as the trail records them. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const apiKey = request.auth?.apiKey;
  if (apiKey) return { userId: null, email: null, ip: request.ip || null, apiKey };
  const user = request.auth?.user;
  return { userId: user?.id ?? null, email: user?.email ?? null, ip: request.ip || null };
}

/** The fields of `after` whose value differs from `before`, as a before/after pair of those fields only. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
