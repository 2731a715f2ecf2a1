import { monthlyCreditAllowance, planLimits } from '@okr/contract';
import type { Plan, PlanLimits } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';

export interface OrganizationPlan {
  plan: Plan;
  limits: PlanLimits;
  /** AI credits a month: the allowance a super administrator set, else the plan's. */
  creditsAllowed: number;
}

/**
 * The plan in force for an organization, read from its row on every call (no cache): a super
 * administrator's change applies to the very next request. The one place limit checks read it
 * (initiatives, documents, AI credits: api-contract.md "Plans").
 */
export async function planOf(db: Kysely<Database>, organizationId: string): Promise<OrganizationPlan> {
  const row = await db
    .selectFrom('organizations')
    .select(['plan', 'ai_credits'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound('Organization');
  return { plan: row.plan, limits: planLimits[row.plan], creditsAllowed: monthlyCreditAllowance(row.plan, row.ai_credits) };
}
