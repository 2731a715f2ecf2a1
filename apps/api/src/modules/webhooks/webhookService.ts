import { randomUUID } from 'node:crypto';
import type { CreateWebhookRequest, CreateWebhookResponse, EmailLanguage, PageQuery, UpdateWebhookRequest, Webhook } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound, ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { assertApiIntegrationPlan } from '../apiKeys/apiKeyService';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { toWebhook } from './toWebhook';
import { newWebhookSecret } from './webhookSecret';
import type { WebhookSecretBox } from './webhookSecret';
import { RefusedTarget, targetAddressOf, urlRuleIssue } from './webhookTarget';
import type { TargetPolicy } from './webhookTarget';

/** What a save needs besides the body: the URL policy, the secret box, who saves and in which language. */
export interface WebhookSaveContext {
  policy: TargetPolicy;
  box: WebhookSecretBox;
  language: EmailLanguage;
  actor: AuditActor;
}

/**
 * 422 for a URL the contract refuses: not https, or a host on a loopback, private, link-local or
 * multicast address. A name that does not resolve yet is accepted: it is checked again at every
 * delivery, where DNS may have changed anyway.
 */
export async function assertUrlAllowed(value: string, policy: TargetPolicy): Promise<void> {
  const url = new URL(value);
  const issue = urlRuleIssue(url, policy);
  if (issue) throw ruleViolation(issue);
  try {
    await targetAddressOf(url, policy);
  } catch (error) {
    if (error instanceof RefusedTarget) throw ruleViolation(error.rule);
  }
}

export async function createWebhook(
  db: Kysely<Database>,
  organizationId: string,
  body: CreateWebhookRequest,
  { policy, box, language, actor }: WebhookSaveContext,
): Promise<CreateWebhookResponse> {
  await assertApiIntegrationPlan(db, organizationId);
  await assertUrlAllowed(body.url, policy);
  const secret = newWebhookSecret();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('webhooks')
      .values({
        id: randomUUID(),
        organization_id: organizationId,
        url: body.url,
        events: JSON.stringify(body.events),
        description: body.description || null,
        secret_encrypted: box.seal(secret),
        language,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'webhook.created',
      organizationId,
      targetType: 'webhook',
      targetId: inserted.id,
      after: { url: inserted.url, events: body.events, description: inserted.description },
    });
    return inserted;
  });
  return { webhook: toWebhook(row), secret };
}

/** The organization's endpoints, newest first, paged. */
export async function listWebhooks(db: Kysely<Database>, organizationId: string, { limit, cursor }: PageQuery): Promise<Page<Webhook>> {
  const after = decodeCursor(cursor);
  let select = db.selectFrom('webhooks').selectAll().where('organization_id', '=', organizationId);
  if (after !== undefined) select = select.where('seq', '<', after);
  const [rows, count] = await Promise.all([
    select.orderBy('seq', 'desc').limit(limit + 1).execute(),
    db.selectFrom('webhooks').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', organizationId).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(rows, limit);
  return { items: page.rows.map(toWebhook), next: page.next, total: Number(count.n) };
}

/** The endpoint, locked for the caller's transaction; 404 when it is not this organization's. */
export async function lockWebhook(trx: Kysely<Database>, organizationId: string, webhookId: string) {
  if (!isUuid(webhookId)) throw notFound('Webhook');
  const row = await trx.selectFrom('webhooks').selectAll().where('organization_id', '=', organizationId).where('id', '=', webhookId).forUpdate().executeTakeFirst();
  if (!row) throw notFound('Webhook');
  return row;
}

/** PATCH: any of url, events, description, enabled. Enabling again starts the failure count anew. */
export async function updateWebhook(
  db: Kysely<Database>,
  organizationId: string,
  webhookId: string,
  body: UpdateWebhookRequest,
  { policy, language, actor }: Omit<WebhookSaveContext, 'box'>,
): Promise<Webhook> {
  if (body.url !== undefined) {
    // Another organization's endpoint is 404 before its new URL is judged (and no lock is held while resolving it).
    if (!isUuid(webhookId) || !(await db.selectFrom('webhooks').select('id').where('organization_id', '=', organizationId).where('id', '=', webhookId).executeTakeFirst())) {
      throw notFound('Webhook');
    }
    await assertUrlAllowed(body.url, policy);
  }
  return db.transaction().execute(async (trx) => {
    const current = await lockWebhook(trx, organizationId, webhookId);
    const row = await trx
      .updateTable('webhooks')
      .set({
        ...(body.url !== undefined && { url: body.url }),
        ...(body.events !== undefined && { events: JSON.stringify(body.events) }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.enabled !== undefined && { enabled: body.enabled }),
        ...(body.enabled === true && !current.enabled && { consecutive_failures: 0 }),
        language,
        updated_at: new Date(),
      })
      .where('id', '=', webhookId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const pick = (r: typeof row) => ({ url: r.url, events: r.events, description: r.description, enabled: r.enabled });
    const changed = changedFields(pick(current), pick(row));
    if (changed) await recordAudit(trx, actor, { action: 'webhook.updated', organizationId, targetType: 'webhook', targetId: webhookId, ...changed });
    return toWebhook(row);
  });
}

/** DELETE: the endpoint and its deliveries (pending ones are not sent). */
export async function deleteWebhook(db: Kysely<Database>, organizationId: string, webhookId: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockWebhook(trx, organizationId, webhookId);
    await trx.deleteFrom('webhooks').where('id', '=', webhookId).execute();
    await recordAudit(trx, actor, { action: 'webhook.deleted', organizationId, targetType: 'webhook', targetId: webhookId, before: { url: current.url, events: current.events } });
  });
}
