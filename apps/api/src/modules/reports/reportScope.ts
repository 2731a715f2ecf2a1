import { REPORTS_PLAN_MESSAGE, isoDay } from '@okr/contract';
import type { ReportPeriod } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { planLimitReached } from '../okr/okrErrors';

/** What every report starts from: the organization, its period (null: all of it) and the day it is computed for. */
export interface ReportScope {
  organizationId: string;
  period: ReportPeriod;
  today: string;
}

/**
 * The plan (402 on Free, read on every call so that a plan change applies at once) and the
 * period (404 when it is not the organization's) in one statement, before any report or cache
 * is touched.
 */
export async function reportScope(db: Kysely<Database>, organizationId: string, periodId: string | undefined): Promise<ReportScope> {
  const wanted = periodId !== undefined && isUuid(periodId) ? periodId : null;
  const row = await db
    .selectFrom('organizations as o')
    .leftJoin('periods as p', (join) => join.on('p.id', '=', wanted).onRef('p.organization_id', '=', 'o.id'))
    .select(['o.plan', 'p.id', 'p.name', 'p.start_date', 'p.end_date'])
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound('Organization');
  if (row.plan === 'Free') throw planLimitReached(REPORTS_PLAN_MESSAGE, { plan: row.plan, feature: 'advanced_reports' });
  if (periodId !== undefined && row.id === null) throw notFound('Period');
  const period = row.id !== null ? { id: row.id, name: row.name!, startDate: row.start_date!, endDate: row.end_date! } : null;
  return { organizationId, period, today: isoDay() };
}
