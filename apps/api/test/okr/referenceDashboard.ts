import { initiativeStatuses, isoDay, keyResultRisk, objectiveStatuses, roundProgress, taskStatuses } from '@okr/contract';
import type { AtRiskKeyResult, Dashboard, InitiativeStatus, ObjectiveStatus, TaskStatus } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { scoped } from '../../src/db/scoped';

type Db = Kysely<Database>;

const DASHBOARD_LIST_LIMIT = 10;

const zeroes = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

// The dashboard as it was computed before issue 22 (every key result of the organization read,
// sorted, and judged in JavaScript), kept as the reference the bounded one must agree with.

/** The previous GET /dashboard, verbatim. */
export async function referenceDashboardOf(db: Db, organizationId: string, userId: string, today = isoDay()): Promise<Dashboard> {
  const area = scoped(db, organizationId);
  const [objectiveRows, keyResultRows, initiativeRows, taskRows, myObjectives, myKeyResults, myInitiatives, myTasks] =
    await Promise.all([
      area
        .selectFrom('objectives')
        .select(['status', sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(progress), 0)::float8`.as('progress')])
        .groupBy('status')
        .execute(),
      area
        .selectFrom('key_results')
        .innerJoin('objectives as o', 'o.id', 'key_results.objective_id')
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
        .orderBy('key_results.seq')
        .execute(),
      area
        .selectFrom('initiatives')
        .select([
          'status',
          sql<number>`count(*)::int`.as('count'),
          sql<number>`(count(*) filter (where initiatives.status = 'At Risk' or exists (select 1 from tasks t where t.initiative_id = initiatives.id and t.status = 'At Risk')))::int`.as(
            'attention',
          ),
        ])
        .groupBy('status')
        .execute(),
      area.selectFrom('tasks').select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').execute(),
      area
        .selectFrom('objectives')
        .select(['id', 'title', 'status', 'progress'])
        .where('owner_id', '=', userId)
        .where('status', 'in', ['Active', 'On Hold'])
        .orderBy('seq', 'desc')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute(),
      area
        .selectFrom('key_results')
        .select(['id', 'objective_id', 'title', 'progress'])
        .where('owner_id', '=', userId)
        .where('progress', '<', 100)
        .orderBy('seq', 'desc')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute(),
      area
        .selectFrom('initiatives')
        .select(['id', 'name', 'status', 'progress'])
        .where('owner_id', '=', userId)
        .where('status', '!=', 'Finished')
        .orderBy('seq', 'desc')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute(),
      area
        .selectFrom('tasks')
        .select(['id', 'initiative_id', 'title', 'status', 'due_date'])
        .where('assignee_id', '=', userId)
        .where('status', '!=', 'Completed')
        .orderBy(sql`due_date nulls last`)
        .orderBy('seq')
        .limit(DASHBOARD_LIST_LIMIT)
        .execute(),
    ]);

  const byStatus = zeroes<ObjectiveStatus>(objectiveStatuses);
  let counted = 0;
  let progressSum = 0;
  for (const row of objectiveRows) {
    byStatus[row.status] = row.count;
    if (row.status !== 'Cancelled') {
      counted += row.count;
      progressSum += Number(row.progress);
    }
  }

  const atRisk: AtRiskKeyResult[] = [];
  for (const row of keyResultRows) {
    const risk = keyResultRisk(
      { progress: row.progress, confidence: row.confidence, dueDate: row.due_date },
      { status: row.objective_status, startDate: row.start_date, endDate: row.end_date },
      today,
    );
    if (!risk.atRisk) continue;
    atRisk.push({
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
    });
  }

  const initiativesByStatus = zeroes<InitiativeStatus>(initiativeStatuses);
  let needingAttention = 0;
  for (const row of initiativeRows) {
    initiativesByStatus[row.status] = row.count;
    needingAttention += row.attention;
  }
  const tasksByStatus = zeroes<TaskStatus>(taskStatuses);
  for (const row of taskRows) tasksByStatus[row.status] = row.count;
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  return {
    objectives: {
      total: sum(byStatus),
      byStatus,
      averageProgress: counted === 0 ? 0 : roundProgress(progressSum / counted),
    },
    keyResults: { total: keyResultRows.length, atRiskCount: atRisk.length, atRisk: atRisk.slice(0, DASHBOARD_LIST_LIMIT) },
    initiatives: { total: sum(initiativesByStatus), byStatus: initiativesByStatus, needingAttention },
    tasks: { total: sum(tasksByStatus), byStatus: tasksByStatus },
    mine: {
      objectives: myObjectives,
      keyResults: myKeyResults.map((row) => ({ id: row.id, objectiveId: row.objective_id, title: row.title, progress: row.progress })),
      initiatives: myInitiatives,
      tasks: myTasks.map((row) => ({
        id: row.id,
        initiativeId: row.initiative_id,
        title: row.title,
        status: row.status,
        dueDate: row.due_date,
      })),
    },
  };
}
