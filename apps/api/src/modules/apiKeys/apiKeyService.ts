import { randomUUID } from 'node:crypto';
import { API_INTEGRATION_PLAN_MESSAGE, flagBeyond } from '@okr/contract';
import type { ApiKey, CreateApiKeyRequest, CreateApiKeyResponse, EffectivePermissions, PageQuery } from '@okr/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, Database } from '../../db/Database';
import { AppError, forbidden, notFound } from '../../lib/AppError';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { invalidField } from '../okr/okrErrors';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { planOf } from '../organizations/planOf';
import { hashApiKeySecret, newApiKeySecret, prefixOf } from './apiKeySecret';

/** 402 on the Free plan: API integration is sold with Pro and Enterprise (api-contract.md). */
export async function assertApiIntegrationPlan(db: Kysely<Database>, organizationId: string): Promise<void> {
  const { plan } = await planOf(db, organizationId);
  if (plan === 'Free') throw new AppError('PLAN_LIMIT_REACHED', API_INTEGRATION_PLAN_MESSAGE, { plan, feature: 'api_integration' });
}

export function toApiKey(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: row.permissions,
    createdBy: { id: row.created_by, fullName: row.created_by_name },
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

export interface ApiKeyCreator {
  userId: string;
  fullName: string;
  /** The creator's own flags in the organization: a key never holds one beyond them. */
  permissions: EffectivePermissions;
}

export async function createApiKey(
  db: Kysely<Database>,
  organizationId: string,
  creator: ApiKeyCreator,
  body: CreateApiKeyRequest,
  actor: AuditActor,
  now = new Date(),
): Promise<CreateApiKeyResponse> {
  await assertApiIntegrationPlan(db, organizationId);
  const beyond = flagBeyond(body.permissions, creator.permissions);
  if (beyond) throw forbidden(`An API key cannot hold a permission you lack. ${beyond}`);
  if (body.expiresAt !== undefined && new Date(body.expiresAt) <= now) {
    throw invalidField('expiresAt', 'The expiry must be in the future');
  }
  const secret = newApiKeySecret();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('api_keys')
      .values({
        id: randomUUID(),
        organization_id: organizationId,
        name: body.name,
        prefix: prefixOf(secret),
        secret_hash: hashApiKeySecret(secret),
        permissions: JSON.stringify(body.permissions),
        created_by: creator.userId,
        created_by_name: creator.fullName,
        expires_at: body.expiresAt ? new Date(body.expiresAt) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'api_key.created',
      organizationId,
      targetType: 'api_key',
      targetId: inserted.id,
      after: { name: body.name, prefix: inserted.prefix, permissions: body.permissions, expiresAt: body.expiresAt ?? null },
    });
    return inserted;
  });
  return { apiKey: toApiKey(row), secret };
}

/** The organization's keys, newest first (revoked and expired ones too: the list shows their state). */
export async function listApiKeys(db: Kysely<Database>, organizationId: string, { limit, cursor }: PageQuery): Promise<Page<ApiKey>> {
  const after = decodeCursor(cursor);
  let select = db.selectFrom('api_keys').selectAll().where('organization_id', '=', organizationId);
  if (after !== undefined) select = select.where('seq', '<', after);
  const [rows, count] = await Promise.all([
    select.orderBy('seq', 'desc').limit(limit + 1).execute(),
    db.selectFrom('api_keys').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(rows, limit);
  return { items: page.rows.map(toApiKey), next: page.next, total: Number(count.n) };
}

/** Revokes a key from the very next request (its cached lookup is dropped by the write). Idempotent. */
export async function revokeApiKey(db: Kysely<Database>, organizationId: string, keyId: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const key = await trx
      .selectFrom('api_keys')
      .select(['id', 'name', 'revoked_at'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', keyId)
      .forUpdate()
      .executeTakeFirst();
    if (!key) throw notFound('API key');
    if (key.revoked_at) return;
    await trx.updateTable('api_keys').set({ revoked_at: new Date() }).where('id', '=', keyId).execute();
    await recordAudit(trx, actor, { action: 'api_key.revoked', organizationId, targetType: 'api_key', targetId: keyId, before: { name: key.name } });
  });
}
