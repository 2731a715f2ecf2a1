import { initiativeStatuses, objectiveStatuses, roundProgress, taskStatuses } from '@okr/contract';
import type { AtRiskKeyResult, Dashboard, InitiativeStatus, ObjectiveStatus, TaskStatus } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { jsonRows } from '../../db/jsonRows';
import { scoped } from '../../db/scoped';
import { atRiskSql } from './atRiskSql';
import { keyResultRiskOfRow } from './keyResultRiskOfRow';
import { initiativeInPeriod, taskInPeriod } from '../periods/periodFilterSql';

type Db = Kysely<Database>;

/** How many of each list the dashboard shows (at-risk key results, my items). */
export const DASHBOARD_LIST_LIMIT = 10;

/** The organization's part of the dashboard: the same for every member on one day. */
export type DashboardSummary = Omit<Dashboard, 'mine'>;

const zeroes = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

/**
 * Counts by status, average progress and the at-risk key results of one organization on `today`.
 * One statement of bounded answer size: the aggregates (grouped in SQL) and the first ten at-risk
 * key results in `seq` order, walked along `key_results_org_risk_seq_idx` with a limit (the count
 * along the same index: each key result's risk day is kept by the database, migration 023).
 * Objectives are joined within the organization too (a key result is always in its objective's),
 * so the planner reads that organization's objectives, not every organization's. With `periodId`,
 * only that period: its objectives and their key results, the initiatives serving them and their tasks.
 */
export async function dashboardSummaryOf(db: Db, organizationId: string, today: string, periodId?: string): Promise<DashboardSummary> {
  const area = scoped(db, organizationId);
  const inPeriod = periodId !== undefined;
  const atRisk = atRiskSql(today);
  const counts = await db
    .selectNoFrom([
      jsonRows<{ status: ObjectiveStatus; count: number; progress: number }>(
        area
          .selectFrom('objectives')
          .select(['status', sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(progress), 0)::float8`.as('progress')])
          .$if(inPeriod, (qb) => qb.where('period_id', '=', periodId!))
          .groupBy('status'),
      ).as('objectives'),
      jsonRows<{ total: number }>(
        inPeriod
          ? area
              .selectFrom('key_results')
              .innerJoin('objectives as o', 'o.id', 'key_results.objective_id')
              .where('o.organization_id', '=', organizationId)
              .where('o.period_id', '=', periodId!)
              .select(sql<number>`count(*)::int`.as('total'))
          : area.selectFrom('key_results').select(sql<number>`count(*)::int`.as('total')),
      ).as('keyResults'),
      // The key results' own risk day (atRiskSql): an index count, the objectives joined only for a period.
      jsonRows<{ atRisk: number }>(
        inPeriod
          ? area
              .selectFrom('key_results')
              .innerJoin('objectives as o', 'o.id', 'key_results.objective_id')
              .where('o.organization_id', '=', organizationId)
              .where('o.period_id', '=', periodId!)
              .where(atRisk)
              .select(sql<number>`count(*)::int`.as('atRisk'))
          : area.selectFrom('key_results').where(atRisk).select(sql<number>`count(*)::int`.as('atRisk')),
      ).as('keyResultsAtRisk'),
      jsonRows<{ status: InitiativeStatus; count: number; attention: number }>(
        area
          .selectFrom('initiatives')
          .select([
            'status',
            sql<number>`count(*)::int`.as('count'),
            sql<number>`(count(*) filter (where initiatives.status = 'At Risk' or exists (select 1 from tasks t where t.initiative_id = initiatives.id and t.status = 'At Risk')))::int`.as(
              'attention',
            ),
          ])
          .$if(inPeriod, (qb) => qb.where(initiativeInPeriod('initiatives', periodId!)))
          .groupBy('status'),
      ).as('initiatives'),
      jsonRows<{ status: TaskStatus; count: number }>(
        area
          .selectFrom('tasks')
          .select(['status', sql<number>`count(*)::int`.as('count')])
          .$if(inPeriod, (qb) => qb.where(taskInPeriod('tasks', periodId!)))
          .groupBy('status'),
      ).as('tasks'),
      jsonRows<AtRiskRow>(
        area
          .selectFrom('key_results')
          .innerJoin('objectives as o', 'o.id', 'key_results.objective_id')
          .where('o.organization_id', '=', organizationId)
          .select([
            'key_results.id',
            'key_results.objective_id',
            'o.title as objective_title',
            'key_results.title',
            'key_results.progress',
            'key_results.confidence',
            'key_results.due_date',
            'key_results.owner_id',
            'o.status as objective_status',
            'o.start_date',
            'o.end_date',
          ])
          .where(atRisk)
          .$if(inPeriod, (qb) => qb.where('o.period_id', '=', periodId!))
          .orderBy('key_results.seq')
          .limit(DASHBOARD_LIST_LIMIT),
      ).as('atRisk'),
    ])
    .executeTakeFirstOrThrow();
  const { objectives: objectiveRows, initiatives: initiativeRows, tasks: taskRows } = counts;
  const [keyResultTotal] = counts.keyResults;
  const [keyResultsAtRisk] = counts.keyResultsAtRisk;

  const byStatus = zeroes<ObjectiveStatus>(objectiveStatuses);
  let counted = 0;
  let progressSum = 0;
  // Summed in the contract's status order: the same sum whatever order the groups came in.
  for (const status of objectiveStatuses) {
    const row = objectiveRows.find((candidate) => candidate.status === status);
    if (!row) continue;
    byStatus[status] = row.count;
    if (status !== 'Cancelled') {
      counted += row.count;
      progressSum += Number(row.progress);
    }
  }
  const initiativesByStatus = zeroes<InitiativeStatus>(initiativeStatuses);
  let needingAttention = 0;
  for (const row of initiativeRows) {
    initiativesByStatus[row.status] = row.count;
    needingAttention += row.attention;
  }
  const tasksByStatus = zeroes<TaskStatus>(taskStatuses);
  for (const row of taskRows) tasksByStatus[row.status] = row.count;
  const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

  return {
    objectives: { total: sum(byStatus), byStatus, averageProgress: counted === 0 ? 0 : roundProgress(progressSum / counted) },
    keyResults: { total: keyResultTotal?.total ?? 0, atRiskCount: keyResultsAtRisk?.atRisk ?? 0, atRisk: counts.atRisk.map((row) => toAtRisk(row, today)) },
    initiatives: { total: sum(initiativesByStatus), byStatus: initiativesByStatus, needingAttention },
    tasks: { total: sum(tasksByStatus), byStatus: tasksByStatus },
  };
}

type AtRiskRow = {
  id: string;
  objective_id: string;
  objective_title: string;
  title: string;
  progress: number;
  confidence: number | null;
  due_date: string | null;
  owner_id: string | null;
  objective_status: ObjectiveStatus;
  start_date: string | null;
  end_date: string | null;
};

/** One at-risk key result as the contract has it; the flags and line from `keyResultRisk` itself. */
function toAtRisk(row: AtRiskRow, today: string): AtRiskKeyResult {
  const risk = keyResultRiskOfRow(row, today);
  return {
    id: row.id,
    objectiveId: row.objective_id,
    objectiveTitle: row.objective_title,
    title: row.title,
    progress: row.progress,
    confidence: row.confidence,
    expected: risk.expected,
    lowConfidence: risk.lowConfidence,
    behind: risk.behind,
    ownerId: row.owner_id,
  };
}
