import { WEBHOOK_FAILURES_BEFORE_DISABLE } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { emailCopy } from '../email/emailTemplates';
import { enqueueEmail } from '../email/enqueueEmail';

/** A success: the endpoint's failure count starts again. */
export async function noteDeliverySuccess(db: Kysely<Database>, webhookId: string): Promise<void> {
  await db.updateTable('webhooks').set({ last_delivery_at: new Date(), consecutive_failures: 0 }).where('id', '=', webhookId).execute();
}

/**
 * A failed attempt: one more consecutive failure. The one that reaches 50 disables the endpoint
 * and, in the same transaction, queues an email to each active Admin of its organization (once:
 * only the attempt that switches it off sends). Answers whether the endpoint was disabled now.
 */
export async function noteDeliveryFailure(db: Kysely<Database>, webhookId: string, appUrl: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('webhooks')
      .set({
        last_delivery_at: new Date(),
        consecutive_failures: sql<number>`consecutive_failures + 1`,
        enabled: sql<boolean>`enabled and consecutive_failures + 1 < ${WEBHOOK_FAILURES_BEFORE_DISABLE}`,
      })
      .where('id', '=', webhookId)
      .returning(['organization_id', 'url', 'language', 'consecutive_failures', 'enabled'])
      .executeTakeFirst();
    if (!row || row.enabled || row.consecutive_failures !== WEBHOOK_FAILURES_BEFORE_DISABLE) return false;
    const organization = await trx.selectFrom('organizations').select('name').where('id', '=', row.organization_id).executeTakeFirstOrThrow();
    for (const email of await adminEmailsOf(trx, row.organization_id)) {
      const content = emailCopy.webhook_disabled[row.language]({
        organization: organization.name,
        url: row.url,
        failures: String(WEBHOOK_FAILURES_BEFORE_DISABLE),
        link: `${appUrl}/app/settings`,
      });
      await enqueueEmail(trx, { kind: 'webhook_disabled', to: email, language: row.language, content, organizationId: row.organization_id }, appUrl);
    }
    return true;
  });
}

/** Active members of the organization holding its Admin role, active themselves. */
async function adminEmailsOf(db: Kysely<Database>, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('organization_members as m', (join) => join.onRef('m.user_id', '=', 'u.id').onRef('m.organization_id', '=', 'r.organization_id'))
    .select('u.email')
    .distinct()
    .where('r.organization_id', '=', organizationId)
    .where('r.role_type', '=', 'Admin')
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .orderBy('u.email')
    .execute();
  return rows.map((row) => row.email);
}
