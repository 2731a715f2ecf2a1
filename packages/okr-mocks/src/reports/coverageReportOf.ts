import { COVERAGE_LIST_MAX, coverageMatrix, isStaleKeyResult } from '@okr/contract';
import type { CoverageCount, CoverageReport } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { optionsOf } from '../db/okr';
import type { ReportScope } from './reportScope';

const listOf = <T>(items: T[]) => ({ count: items.length, items: items.slice(0, COVERAGE_LIST_MAX) });

/** GET /reports/coverage over the model (Cancelled objectives left out), with the contract's rules. */
export function coverageReportOf(db: MockDb, scope: ReportScope): CoverageReport {
  const objectives = scope.objectives.filter((o) => o.status !== 'Cancelled');
  const ids = new Set(objectives.map((o) => o.id));
  const keyResults = db.keyResults.filter((kr) => ids.has(kr.objectiveId));
  const counts = new Map<string, CoverageCount>();
  for (const o of objectives) {
    const key = JSON.stringify([o.strategicAxis, o.operationalArea]);
    const cell = counts.get(key) ?? { strategicAxis: o.strategicAxis, operationalArea: o.operationalArea, count: 0 };
    cell.count += 1;
    counts.set(key, cell);
  }
  const values = (kind: 'Strategic Axis' | 'Operational Area') => optionsOf(db, scope.organizationId, kind).map((option) => option.value);
  const parents = new Set(
    db.objectives.filter((o) => o.organizationId === scope.organizationId && o.parentObjectiveId !== null).map((o) => o.parentObjectiveId),
  );
  const ref = (o: { id: string; title: string; ownerId: string | null }) => ({ id: o.id, title: o.title, ownerId: o.ownerId });
  const stale = keyResults.filter((kr) => isStaleKeyResult(kr, db.objectives.get(kr.objectiveId)!.status, scope.today));
  return {
    period: scope.period,
    today: scope.today,
    objectives: objectives.length,
    keyResults: keyResults.length,
    ...coverageMatrix(values('Strategic Axis'), values('Operational Area'), [...counts.values()]),
    byType: {
      Tactical: objectives.filter((o) => o.type === 'Tactical').length,
      Strategic: objectives.filter((o) => o.type === 'Strategic').length,
    },
    orphans: listOf(objectives.filter((o) => !o.parentObjectiveId && !parents.has(o.id)).map(ref)),
    withoutKeyResults: listOf(objectives.filter((o) => !keyResults.some((kr) => kr.objectiveId === o.id)).map(ref)),
    staleKeyResults: listOf(
      stale.map((kr) => ({
        id: kr.id,
        title: kr.title,
        ownerId: kr.ownerId,
        objectiveId: kr.objectiveId,
        objectiveTitle: db.objectives.get(kr.objectiveId)!.title,
        lastCheckInAt: kr.lastCheckInAt,
      })),
    ),
  };
}
