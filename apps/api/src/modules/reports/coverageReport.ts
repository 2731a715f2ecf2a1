import { COVERAGE_LIST_MAX, coverageMatrix, staleBefore } from '@okr/contract';
import type { CoverageReport } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { listConfigOptions } from '../okr/configOptionService';
import type { ReportScope } from './reportScope';

type Db = Kysely<Database>;

/**
 * GET /reports/coverage: the counts aggregated in SQL (axis × area × type, and the stored key
 * result counts), three lists of at most COVERAGE_LIST_MAX with their whole count (`count(*)
 * over ()`), the options for the matrix's rows and columns. Cancelled objectives are left out.
 */
export async function coverageReport(db: Db, scope: ReportScope): Promise<CoverageReport> {
  const { organizationId, today } = scope;
  const periodId = scope.period?.id;
  const objectives = () =>
    scoped(db, organizationId)
      .selectFrom('objectives')
      .where('objectives.status', '!=', 'Cancelled')
      .$if(periodId !== undefined, (qb) => qb.where('objectives.period_id', '=', periodId!));
  const total = sql<number>`(count(*) over ())::int`.as('total');

  const [groups, orphans, withoutKeyResults, stale, options] = await Promise.all([
    objectives()
      .select(['strategic_axis', 'operational_area', 'type', sql<number>`count(*)::int`.as('count'), sql<number>`sum(key_result_count)::int`.as('key_results')])
      .groupBy(['strategic_axis', 'operational_area', 'type'])
      .execute(),
    objectives()
      .select(['objectives.id', 'objectives.title', 'objectives.owner_id', total])
      .where('objectives.parent_objective_id', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('objectives as child').select(sql`1`.as('one')).whereRef('child.parent_objective_id', '=', 'objectives.id'))),
      )
      .orderBy('objectives.seq')
      .limit(COVERAGE_LIST_MAX)
      .execute(),
    objectives()
      .select(['objectives.id', 'objectives.title', 'objectives.owner_id', total])
      .where('objectives.key_result_count', '=', 0)
      .orderBy('objectives.seq')
      .limit(COVERAGE_LIST_MAX)
      .execute(),
    objectives()
      .innerJoin('key_results as k', 'k.objective_id', 'objectives.id')
      .select(['k.id', 'k.title', 'k.owner_id', 'k.objective_id', 'objectives.title as objective_title', 'k.last_check_in_at', total])
      .where('objectives.status', '=', 'Active')
      .where('k.progress', '<', 100)
      // Whole days (UTC): a last check-in (else creation) before this instant is more than 14 days old.
      .where(sql<boolean>`coalesce(k.last_check_in_at, k.created_at) < ${new Date(`${staleBefore(today)}T00:00:00Z`)}`)
      .orderBy('k.seq')
      .limit(COVERAGE_LIST_MAX)
      .execute(),
    listConfigOptions(db, organizationId),
  ]);

  const valuesOf = (kind: string) => options.filter((option) => option.kind === kind).map((option) => option.value);
  const cells = new Map<string, { strategicAxis: string | null; operationalArea: string | null; count: number }>();
  const byType = { Tactical: 0, Strategic: 0 };
  let keyResults = 0;
  for (const group of groups) {
    const key = JSON.stringify([group.strategic_axis, group.operational_area]);
    const cell = cells.get(key) ?? { strategicAxis: group.strategic_axis, operationalArea: group.operational_area, count: 0 };
    cell.count += group.count;
    cells.set(key, cell);
    byType[group.type] += group.count;
    keyResults += group.key_results;
  }
  const ref = (row: { id: string; title: string; owner_id: string | null }) => ({ id: row.id, title: row.title, ownerId: row.owner_id });
  return {
    period: scope.period,
    today,
    objectives: byType.Tactical + byType.Strategic,
    keyResults,
    ...coverageMatrix(valuesOf('Strategic Axis'), valuesOf('Operational Area'), [...cells.values()]),
    byType,
    orphans: { count: orphans[0]?.total ?? 0, items: orphans.map(ref) },
    withoutKeyResults: { count: withoutKeyResults[0]?.total ?? 0, items: withoutKeyResults.map(ref) },
    staleKeyResults: {
      count: stale[0]?.total ?? 0,
      items: stale.map((row) => ({
        id: row.id,
        title: row.title,
        ownerId: row.owner_id,
        objectiveId: row.objective_id,
        objectiveTitle: row.objective_title,
        lastCheckInAt: row.last_check_in_at ? new Date(row.last_check_in_at).toISOString() : null,
      })),
    },
  };
}
