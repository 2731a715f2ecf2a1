import { randomUUID } from 'node:crypto';
import { SCIM_PLAN_MESSAGE, SCIM_TOKEN_PREFIX } from '@okr/contract';
import type { CreateScimTokenResponse, PageQuery, ScimToken } from '@okr/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ScimTokensTable } from '../../db/Database';
import { AppError, notFound } from '../../lib/AppError';
import { hashApiKeySecret, newBearerSecret, prefixOf } from '../apiKeys/apiKeySecret';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { planOf } from '../organizations/planOf';

/** 402 below Enterprise: SCIM is sold with the Enterprise plan (api-contract.md). */
export async function assertScimPlan(db: Kysely<Database>, organizationId: string): Promise<void> {
  const { plan } = await planOf(db, organizationId);
  if (plan !== 'Enterprise') throw new AppError('PLAN_LIMIT_REACHED', SCIM_PLAN_MESSAGE, { plan, feature: 'scim' });
}

export function toScimToken(row: Selectable<ScimTokensTable>): ScimToken {
  return {
    id: row.id,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** A new token; its secret (hashed like an API key's) is in this answer only. */
export async function createScimToken(
  db: Kysely<Database>,
  organizationId: string,
  actor: AuditActor,
): Promise<CreateScimTokenResponse> {
  await assertScimPlan(db, organizationId);
  const secret = newBearerSecret(SCIM_TOKEN_PREFIX);
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('scim_tokens')
      .values({
        id: randomUUID(),
        organization_id: organizationId,
        prefix: prefixOf(secret, SCIM_TOKEN_PREFIX),
        secret_hash: hashApiKeySecret(secret),
        created_by: actor.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'scim.token_created',
      organizationId,
      targetType: 'scim_token',
      targetId: inserted.id,
      after: { prefix: inserted.prefix },
    });
    return inserted;
  });
  return { token: toScimToken(row), secret };
}

/** The organization's tokens, newest first, revoked ones too (the list shows their state). */
export async function listScimTokens(db: Kysely<Database>, organizationId: string, { limit, cursor }: PageQuery): Promise<Page<ScimToken>> {
  const after = decodeCursor(cursor);
  let select = db.selectFrom('scim_tokens').selectAll().where('organization_id', '=', organizationId);
  if (after !== undefined) select = select.where('seq', '<', after);
  const [rows, count] = await Promise.all([
    select.orderBy('seq', 'desc').limit(limit + 1).execute(),
    db.selectFrom('scim_tokens').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(rows, limit);
  return { items: page.rows.map(toScimToken), next: page.next, total: Number(count.n) };
}

/** Revokes a token from the very next request. Idempotent. */
export async function revokeScimToken(db: Kysely<Database>, organizationId: string, tokenId: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await trx
      .selectFrom('scim_tokens')
      .select(['id', 'prefix', 'revoked_at'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', tokenId)
      .forUpdate()
      .executeTakeFirst();
    if (!token) throw notFound('SCIM token');
    if (token.revoked_at) return;
    await trx.updateTable('scim_tokens').set({ revoked_at: new Date() }).where('id', '=', tokenId).where('organization_id', '=', organizationId).execute();
    await recordAudit(trx, actor, { action: 'scim.token_revoked', organizationId, targetType: 'scim_token', targetId: tokenId, before: { prefix: token.prefix } });
  });
}
