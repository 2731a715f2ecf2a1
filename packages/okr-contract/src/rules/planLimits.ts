import type { Plan } from '../organizations';

/** What a plan allows (api-contract.md "Plans"); null = no limit. */
export interface PlanLimits {
  initiatives: number | null;
  documents: number | null;
  /** AI credits a month when a super administrator set no allowance of their own. */
  monthlyCredits: number;
}

export const planLimits: Readonly<Record<Plan, PlanLimits>> = {
  Free: { initiatives: 1, documents: 3, monthlyCredits: 50 },
  Pro: { initiatives: null, documents: null, monthlyCredits: 500 },
  // "credits as a super administrator sets them": until they do, as many as Pro.
  Enterprise: { initiatives: null, documents: null, monthlyCredits: 500 },
};

/** The monthly AI credits of an organization: the allowance a super administrator set, else the plan's. */
export function monthlyCreditAllowance(plan: Plan, aiCredits: number | null): number {
  return aiCredits ?? planLimits[plan].monthlyCredits;
}

/** Whether one more item fits under a plan's limit (`count` = how many exist now). Lowering a plan deletes nothing. */
export function planAllowsAnother(plan: Plan, kind: 'initiatives' | 'documents', count: number): boolean {
  const limit = planLimits[plan][kind];
  return limit === null || count < limit;
}
