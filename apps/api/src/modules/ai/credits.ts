import { aiCreditsMonth, aiCreditsResetAt, monthlyCreditAllowance } from '@okr/contract';
import type { AiCredits } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { planLimitReached } from './documentService';

/** The organization's allowance this month: its plan's, or for Enterprise what a super administrator set. */
async function allowanceOf(db: Kysely<Database>, organizationId: string) {
  const organization = await db
    .selectFrom('organizations')
    .select(['plan', 'ai_credits'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound('Organization');
  return { plan: organization.plan, allowed: monthlyCreditAllowance(organization.plan, organization.ai_credits) };
}

export async function creditsOf(db: Kysely<Database>, organizationId: string, now = new Date()): Promise<AiCredits> {
  const { plan, allowed } = await allowanceOf(db, organizationId);
  const row = await db
    .selectFrom('ai_credit_usage')
    .select('used')
    .where('organization_id', '=', organizationId)
    .where('month', '=', sql<Date>`${aiCreditsMonth(now)}::date`)
    .executeTakeFirst();
  const used = row?.used ?? 0;
  return { plan, allowed, used, remaining: Math.max(0, allowed - used), resetsAt: aiCreditsResetAt(now).toISOString() };
}

export const noCreditsMessage = (plan: string, allowed: number) =>
  plan === 'Free'
    ? `You have used this month's ${allowed} AI credits of the Free plan. Upgrade to Pro for 500 AI credits a month.`
    : `You have used this month's ${allowed} AI credits. They renew on the first day of next month.`;

/**
 * Takes one credit in one statement: the month's row is created or incremented only while
 * `used < allowed`, so concurrent questions can never spend more than the allowance (402 at zero).
 * Answers what remains after this one.
 */
export async function reserveCredit(db: Kysely<Database>, organizationId: string, now = new Date()): Promise<number> {
  const { plan, allowed } = await allowanceOf(db, organizationId);
  const month = aiCreditsMonth(now);
  const result = await sql<{ used: number }>`
    insert into ai_credit_usage as u (organization_id, month, used)
    select ${organizationId}, ${month}::date, 1 where ${allowed}::int > 0
    on conflict (organization_id, month) do update set used = u.used + 1 where u.used < ${allowed}::int
    returning u.used`.execute(db);
  const used = result.rows[0]?.used;
  if (used === undefined) throw planLimitReached(noCreditsMessage(plan, allowed));
  return Math.max(0, allowed - used);
}

/** Gives back a reserved credit when no answer came of it. */
export async function refundCredit(db: Kysely<Database>, organizationId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('ai_credit_usage')
    .set({ used: sql`used - 1` })
    .where('organization_id', '=', organizationId)
    .where('month', '=', sql<Date>`${aiCreditsMonth(now)}::date`)
    .where('used', '>', 0)
    .execute();
}
