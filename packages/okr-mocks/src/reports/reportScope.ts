import { REPORTS_PLAN_MESSAGE, isoDay } from '@okr/contract';
import type { ReportPeriod } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { ObjectiveRecord } from '../db/records';
import { fail } from '../lib/respond';

// What every report shares, as the API does it: the plan (402 on Free), the period (404 when not
// the organization's), the objectives it covers (creation order) and the day it is computed for.

export interface ReportScope {
  organizationId: string;
  period: ReportPeriod;
  objectives: ObjectiveRecord[];
  today: string;
}

export function assertReportsPlan(db: MockDb, organizationId: string): void {
  const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
  if (plan === 'Free') fail('PLAN_LIMIT_REACHED', REPORTS_PLAN_MESSAGE, { plan, feature: 'advanced_reports' });
}

export function reportScope(db: MockDb, organizationId: string, periodId: string | undefined): ReportScope {
  assertReportsPlan(db, organizationId);
  const record = periodId === undefined ? undefined : db.periods.get(periodId);
  if (periodId !== undefined && record?.organizationId !== organizationId) fail('NOT_FOUND', 'Period not found');
  const period = record ? { id: record.id, name: record.name, startDate: record.startDate, endDate: record.endDate } : null;
  const objectives = db.objectives.filter((o) => o.organizationId === organizationId && (!period || o.periodId === period.id));
  return { organizationId, period, objectives, today: isoDay(new Date(db.now())) };
}
