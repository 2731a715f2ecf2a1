import { PROGRESS_REPORT_OBJECTIVES_MAX } from '@okr/contract';
import type { ReportDayPoint } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

// The three statements of the progress report: bounded (at most PROGRESS_REPORT_OBJECTIVES_MAX + 1
// objectives), each along an index (objectives by organization, period and seq; key results by
// objective; check-ins by key result), the check-ins folded to one row per key result and day in SQL.

type Db = Kysely<Database>;

/** The objectives of the report in creation order, with their period's bounds (the lines' fallback window). */
export function reportObjectives(db: Db, organizationId: string, periodId: string | undefined, objectiveId: string | undefined) {
  return scoped(db, organizationId)
    .selectFrom('objectives')
    .leftJoin('periods', 'periods.id', 'objectives.period_id')
    .select([
      'objectives.id',
      'objectives.title',
      'objectives.type',
      'objectives.status',
      'objectives.owner_id',
      'objectives.period_id',
      'objectives.start_date',
      'objectives.end_date',
      'objectives.progress',
      'objectives.created_at',
      'periods.start_date as period_start',
      'periods.end_date as period_end',
    ])
    .$if(periodId !== undefined, (qb) => qb.where('objectives.period_id', '=', periodId!))
    .$if(objectiveId !== undefined, (qb) => qb.where('objectives.id', '=', objectiveId!))
    .orderBy('objectives.seq')
    .limit(PROGRESS_REPORT_OBJECTIVES_MAX + 1)
    .execute();
}

/** Their key results, by objective then creation. */
export function reportKeyResults(db: Db, organizationId: string, objectiveIds: readonly string[]) {
  if (objectiveIds.length === 0) return Promise.resolve([]);
  return scoped(db, organizationId)
    .selectFrom('key_results')
    .select([
      'id',
      'objective_id',
      'title',
      'metric_type',
      'unit',
      'start_value',
      'target_value',
      'current_value',
      'weight',
      'owner_id',
      'due_date',
      'progress',
    ])
    .where('objective_id', 'in', objectiveIds)
    .orderBy('objective_id')
    .orderBy('seq')
    .execute();
}

export interface KeyResultDay extends ReportDayPoint {
  key_result_id: string;
}

/**
 * Every check-in of those objectives' key results folded to one row per key result and UTC day:
 * the day's last check-in (highest seq) and how many the day had; ordered by key result, day.
 */
export async function reportCheckInDays(db: Db, organizationId: string, objectiveIds: readonly string[]): Promise<KeyResultDay[]> {
  if (objectiveIds.length === 0) return [];
  // Days as `date` (not text) while sorting and partitioning: no collation-aware text sort.
  const { rows } = await sql<KeyResultDay>`
    select distinct on (c.key_result_id, c.day) c.key_result_id, to_char(c.day, 'YYYY-MM-DD') as date, c.value, c.confidence,
           count(*) over (partition by c.key_result_id, c.day)::int as count
      from (select ci.key_result_id, ci.value, ci.confidence, ci.seq, (ci.created_at at time zone 'UTC')::date as day
              from check_ins ci
              join key_results k on k.id = ci.key_result_id
             where ci.organization_id = ${organizationId} and k.organization_id = ${organizationId}
               and k.objective_id in (${sql.join(objectiveIds)})) c
     order by c.key_result_id, c.day, c.seq desc`.execute(db);
  return rows.map((row) => ({ ...row, value: Number(row.value), confidence: Number(row.confidence), count: Number(row.count) }));
}
