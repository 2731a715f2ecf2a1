import { PROGRESS_REPORT_OBJECTIVES_MAX, isoDay, reportKeyResult, reportObjective, reportWindow } from '@okr/contract';
import type { ProgressReport, ReportDayPoint } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { CheckInRecord } from '../db/records';
import { fail } from '../lib/respond';
import type { ReportScope } from './reportScope';

/** Each day's last check-in (UTC), ascending, with how many that day had: what the API reads in SQL. */
export function checkInDays(checkIns: readonly CheckInRecord[]): ReportDayPoint[] {
  const byDay = new Map<string, ReportDayPoint>();
  const ordered = [...checkIns].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const checkIn of ordered) {
    const date = isoDay(new Date(checkIn.createdAt));
    const count = (byDay.get(date)?.count ?? 0) + 1;
    byDay.set(date, { date, value: checkIn.value, confidence: checkIn.confidence, count });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** GET /reports/progress over the model, with the contract's series rules. */
export function progressReportOf(db: MockDb, scope: ReportScope, objectiveId?: string): ProgressReport {
  const { today } = scope;
  let objectives = scope.objectives;
  if (objectiveId !== undefined) {
    const objective = db.objectives.get(objectiveId);
    if (!objective || objective.organizationId !== scope.organizationId) fail('NOT_FOUND', 'Objective not found');
    objectives = objectives.filter((o) => o.id === objectiveId);
  }
  const periods = new Map(db.periods.filter((p) => p.organizationId === scope.organizationId).map((p) => [p.id, p]));
  const shown = objectives.slice(0, PROGRESS_REPORT_OBJECTIVES_MAX);
  return {
    period: scope.period,
    today,
    truncated: objectives.length > shown.length,
    objectives: shown.map((objective) => {
      const period = objective.periodId ? (periods.get(objective.periodId) ?? null) : null;
      const window = reportWindow({ ...objective, createdOn: isoDay(new Date(objective.createdAt)) }, period);
      const keyResults = db.keyResults
        .filter((kr) => kr.objectiveId === objective.id)
        .map((kr) => {
          const fields = {
            id: kr.id,
            title: kr.title,
            metricType: kr.metricType,
            unit: kr.unit,
            startValue: kr.startValue,
            targetValue: kr.targetValue,
            currentValue: kr.currentValue,
            weight: kr.weight,
            ownerId: kr.ownerId,
            dueDate: kr.dueDate,
            progress: kr.progress,
          };
          return reportKeyResult(fields, checkInDays(db.checkIns.filter((c) => c.keyResultId === kr.id)), window, today);
        });
      const fields = {
        id: objective.id,
        title: objective.title,
        type: objective.type,
        status: objective.status,
        ownerId: objective.ownerId,
        periodId: objective.periodId,
        startDate: objective.startDate,
        endDate: objective.endDate,
        window,
        progress: objective.progress,
      };
      return reportObjective(fields, keyResults, today);
    }),
  };
}
