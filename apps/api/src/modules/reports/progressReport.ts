import { PROGRESS_REPORT_OBJECTIVES_MAX, isoDay, reportKeyResult, reportObjective, reportWindow } from '@okr/contract';
import type { ProgressReport, ProgressReportKeyResult, ReportDayPoint, ReportWindow } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { reportCheckInDays, reportKeyResults, reportObjectives } from './progressQueries';
import type { ReportScope } from './reportScope';

type KeyResultRow = Awaited<ReturnType<typeof reportKeyResults>>[number];

/**
 * GET /reports/progress: three statements (objectives, key results, check-in days), then the
 * contract's series rules (`keyResultSeries`, `objectiveSeries`, `expectedLine`) in the process.
 */
export async function progressReport(db: Kysely<Database>, scope: ReportScope, objectiveId?: string): Promise<ProgressReport> {
  const { organizationId, today } = scope;
  const rows = await reportObjectives(db, organizationId, scope.period?.id, objectiveId);
  const objectives = rows.slice(0, PROGRESS_REPORT_OBJECTIVES_MAX);
  const ids = objectives.map((o) => o.id);
  const [keyResults, days] = await Promise.all([reportKeyResults(db, organizationId, ids), reportCheckInDays(db, organizationId, ids)]);
  const daysOf = groupBy(days, (day) => day.key_result_id);
  const keyResultsOf = groupBy(keyResults, (kr) => kr.objective_id);
  return {
    period: scope.period,
    today,
    truncated: rows.length > objectives.length,
    objectives: objectives.map((o) => {
      const window = reportWindow(
        { startDate: o.start_date, endDate: o.end_date, createdOn: isoDay(new Date(o.created_at)) },
        o.period_start && o.period_end ? { startDate: o.period_start, endDate: o.period_end } : null,
      );
      const lines = (keyResultsOf.get(o.id) ?? []).map((kr) => keyResultLines(kr, daysOf.get(kr.id) ?? [], window, today));
      return reportObjective(
        {
          id: o.id,
          title: o.title,
          type: o.type,
          status: o.status,
          ownerId: o.owner_id,
          periodId: o.period_id,
          startDate: o.start_date,
          endDate: o.end_date,
          window,
          progress: o.progress,
        },
        lines,
        today,
      );
    }),
  };
}

function keyResultLines(kr: KeyResultRow, days: readonly ReportDayPoint[], window: ReportWindow, today: string): ProgressReportKeyResult {
  const fields = {
    id: kr.id,
    title: kr.title,
    metricType: kr.metric_type,
    startValue: kr.start_value,
    targetValue: kr.target_value,
    currentValue: kr.current_value,
    unit: kr.unit,
    weight: kr.weight,
    ownerId: kr.owner_id,
    dueDate: kr.due_date,
    progress: kr.progress,
  };
  return reportKeyResult(fields, days, window, today);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
