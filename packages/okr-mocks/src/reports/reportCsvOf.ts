import { CSV_BOM, csvHeader, csvRow } from '@okr/contract';
import type { ReportExportKind } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { ReportScope } from './reportScope';

/** The CSV file of an export over the model, with the contract's rules (BOM, header, CRLF, escaping). */
export function reportCsvOf(db: MockDb, scope: ReportScope, kind: ReportExportKind): string {
  const email = (id: string | null) => (id ? (db.users.get(id)?.email ?? null) : null);
  // Key results by objective, then creation; check-ins by key result, then time: the API's order.
  const keyResults = scope.objectives.flatMap((o) => db.keyResults.filter((kr) => kr.objectiveId === o.id));
  const lines = [CSV_BOM + csvHeader(kind)];
  if (kind === 'objectives') {
    for (const o of scope.objectives) {
      lines.push(
        csvRow(kind, {
          id: o.id,
          title: o.title,
          type: o.type,
          status: o.status,
          period: o.periodId ? (db.periods.get(o.periodId)?.name ?? null) : null,
          strategicAxis: o.strategicAxis,
          operationalArea: o.operationalArea,
          impactCategory: o.impactCategory,
          ownerEmail: email(o.ownerId),
          parentObjectiveId: o.parentObjectiveId,
          startDate: o.startDate,
          endDate: o.endDate,
          progress: o.progress,
          keyResults: o.keyResultCount,
        }),
      );
    }
  } else if (kind === 'key-results') {
    for (const kr of keyResults) {
      lines.push(
        csvRow(kind, {
          id: kr.id,
          objectiveId: kr.objectiveId,
          objectiveTitle: db.objectives.get(kr.objectiveId)!.title,
          title: kr.title,
          metricType: kr.metricType,
          unit: kr.unit,
          startValue: kr.startValue,
          targetValue: kr.targetValue,
          currentValue: kr.currentValue,
          progress: kr.progress,
          confidence: kr.confidence,
          weight: kr.weight,
          dueDate: kr.dueDate,
          ownerEmail: email(kr.ownerId),
          lastCheckInAt: kr.lastCheckInAt,
        }),
      );
    }
  } else {
    const checkIns = keyResults.flatMap((kr) =>
      db.checkIns
        .filter((c) => c.keyResultId === kr.id)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((c) => ({ c, kr })),
    );
    for (const { c, kr } of checkIns) {
      lines.push(
        csvRow(kind, {
          id: c.id,
          createdAt: c.createdAt,
          objectiveTitle: db.objectives.get(kr.objectiveId)!.title,
          keyResultId: kr.id,
          keyResultTitle: kr.title,
          value: c.value,
          confidence: c.confidence,
          note: c.note,
          authorEmail: email(c.authorId),
        }),
      );
    }
  }
  return lines.join('');
}
