import type { MockDb } from '../db/MockDb';
import { fail } from './respond';

/** A feature of Pro and Enterprise: 402 PLAN_LIMIT_REACHED on Free, with the feature's message and name, as the API answers. */
export function assertPaidPlan(db: MockDb, organizationId: string, message: string, feature: string): void {
  const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
  if (plan === 'Free') fail('PLAN_LIMIT_REACHED', message, { plan, feature });
}
