import { REPORTS_PLAN_MESSAGE, isoDay } from '@okr/contract';
import type { ReportPeriod } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { planLimitReached } from '../okr/okrErrors';
import { planOf } from '../organizations/planOf';
import { findPeriod } from '../periods/periodService';

/** What every report starts from: the organization, its period (null: all of it) and the day it is computed for. */
export interface ReportScope {
  organizationId: string;
  period: ReportPeriod;
  today: string;
}

/**
 * The plan (402 on Free, read on every call so that a plan change applies at once), then the
 * period (404 when it is not the organization's). Both before any report or cache is touched.
 */
export async function reportScope(db: Kysely<Database>, organizationId: string, periodId: string | undefined): Promise<ReportScope> {
  const { plan } = await planOf(db, organizationId);
  if (plan === 'Free') throw planLimitReached(REPORTS_PLAN_MESSAGE, { plan, feature: 'advanced_reports' });
  const row = periodId === undefined ? undefined : await findPeriod(db, organizationId, periodId);
  const period = row ? { id: row.id, name: row.name, startDate: row.start_date, endDate: row.end_date } : null;
  return { organizationId, period, today: isoDay() };
}
