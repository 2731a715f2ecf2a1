import { monthlyCreditAllowance } from '@okr/contract';
import type { MockDb } from '../db/MockDb';

/** The organization's plan and its monthly AI credits. */
export function aiAllowanceOf(db: MockDb, organizationId: string) {
  const organization = db.organizations.get(organizationId);
  const plan = organization?.plan ?? 'Free';
  return { plan, allowed: monthlyCreditAllowance(plan, organization?.aiCredits ?? null) };
}
