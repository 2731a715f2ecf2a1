import { isoDay } from '@okr/contract';
import type { Dashboard } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { ReadCache } from '../../db/ReadCache';
import { jsonRows } from '../../db/jsonRows';
import { scoped } from '../../db/scoped';
import { DASHBOARD_LIST_LIMIT, dashboardSummaryOf } from './dashboardSummary';
import { initiativeInPeriod, keyResultInPeriod, taskInPeriod } from '../periods/periodFilterSql';

type Db = Kysely<Database>;
type Mine = Dashboard['mine'];

type MineRows = {
  objectives: Mine['objectives'];
  keyResults: { id: string; objective_id: string; title: string; progress: number }[];
  initiatives: Mine['initiatives'];
  tasks: { id: string; initiative_id: string; title: string; status: Mine['tasks'][number]['status']; due_date: string | null }[];
};

/**
 * The caller's own open items, ten of each, newest first (tasks by due date): four limited reads
 * along the owner and assignee indexes, in one statement. With `periodId`, only those of that period.
 */
export async function myDashboardItems(db: Db, organizationId: string, userId: string, periodId?: string): Promise<Mine> {
  const area = scoped(db, organizationId);
  const inPeriod = periodId !== undefined;
  const rows = await db
    .selectNoFrom([
      jsonRows<MineRows['objectives'][number]>(
        area
          .selectFrom('objectives')
          .select(['id', 'title', 'status', 'progress'])
          .where('owner_id', '=', userId)
          .where('status', 'in', ['Active', 'On Hold'])
          .$if(inPeriod, (qb) => qb.where('period_id', '=', periodId!))
          .orderBy('seq', 'desc')
          .limit(DASHBOARD_LIST_LIMIT),
      ).as('objectives'),
      jsonRows<MineRows['keyResults'][number]>(
        area
          .selectFrom('key_results')
          .select(['id', 'objective_id', 'title', 'progress'])
          .where('owner_id', '=', userId)
          .where('progress', '<', 100)
          .$if(inPeriod, (qb) => qb.where(keyResultInPeriod('key_results', periodId!)))
          .orderBy('seq', 'desc')
          .limit(DASHBOARD_LIST_LIMIT),
      ).as('keyResults'),
      jsonRows<MineRows['initiatives'][number]>(
        area
          .selectFrom('initiatives')
          .select(['id', 'name', 'status', 'progress'])
          .where('owner_id', '=', userId)
          .where('status', '!=', 'Finished')
          .$if(inPeriod, (qb) => qb.where(initiativeInPeriod('initiatives', periodId!)))
          .orderBy('seq', 'desc')
          .limit(DASHBOARD_LIST_LIMIT),
      ).as('initiatives'),
      jsonRows<MineRows['tasks'][number]>(
        area
          .selectFrom('tasks')
          .select(['id', 'initiative_id', 'title', 'status', 'due_date'])
          .where('assignee_id', '=', userId)
          .where('status', '!=', 'Completed')
          .$if(inPeriod, (qb) => qb.where(taskInPeriod('tasks', periodId!)))
          .orderBy(sql`due_date nulls last`)
          .orderBy('seq')
          .limit(DASHBOARD_LIST_LIMIT),
      ).as('tasks'),
    ])
    .executeTakeFirstOrThrow();
  const { objectives, keyResults, initiatives, tasks } = rows;
  return {
    objectives,
    keyResults: keyResults.map((row) => ({ id: row.id, objectiveId: row.objective_id, title: row.title, progress: row.progress })),
    initiatives,
    tasks: tasks.map((row) => ({ id: row.id, initiativeId: row.initiative_id, title: row.title, status: row.status, dueDate: row.due_date })),
  };
}

/**
 * GET /dashboard: objectives by status and their average progress (Cancelled left out), key
 * results at risk (the contract's `keyResultRisk`: low confidence, or behind the time-elapsed
 * line), initiatives and tasks by status, and the caller's own items. Uncached.
 */
export async function dashboardOf(db: Db, organizationId: string, userId: string, today = isoDay(), periodId?: string): Promise<Dashboard> {
  const [summary, mine] = await Promise.all([
    dashboardSummaryOf(db, organizationId, today, periodId),
    myDashboardItems(db, organizationId, userId, periodId),
  ]);
  return { ...summary, mine };
}

// Every table the answer reads, and those whose deletes cascade into it (organizations) or set
// its owner columns to null (users).
// With `?periodId=` it also reads the links of initiatives.
const DASHBOARD_TABLES = [
  'objectives',
  'key_results',
  'initiatives',
  'tasks',
  'initiative_objectives',
  'initiative_key_results',
  'organizations',
  'users',
] as const;

const MINE_KEY = Buffer.from(',"mine":');
const CLOSE = Buffer.from('}');

/**
 * The dashboard kept per process (db/ReadCache.ts) until a write in that organization to a table
 * it reads: the organization's part per day, the caller's items per member. A check-in in one
 * organization recomputes that organization's dashboards only. The keys hold the period (`*`: all).
 * Both parts are kept as JSON bytes (the summary without its closing brace) and an answer is
 * their concatenation: a hit neither builds nor serializes an object (the response schema's
 * check and JSON.stringify cost more than the rest of the request).
 */
export function cachedDashboard(
  db: Db,
): (organizationId: string, userId: string, today?: string, periodId?: string) => Promise<Buffer> {
  const summaries = ReadCache.for<Buffer>(db, DASHBOARD_TABLES, { maxEntries: 10_000 });
  const mine = ReadCache.for<Buffer>(db, DASHBOARD_TABLES, { maxEntries: 10_000 });
  const summaryHead = async (organizationId: string, today: string, periodId?: string) =>
    Buffer.from(JSON.stringify(await dashboardSummaryOf(db, organizationId, today, periodId)).slice(0, -1));
  return async (organizationId, userId, today = isoDay(), periodId) => {
    const period = periodId ?? '*';
    const [head, items] = await Promise.all([
      summaries.get(`${organizationId}|${today}|${period}`, () => summaryHead(organizationId, today, periodId), organizationId),
      mine.get(
        `${organizationId}|${userId}|${period}`,
        async () => Buffer.from(JSON.stringify(await myDashboardItems(db, organizationId, userId, periodId))),
        organizationId,
      ),
    ]);
    return Buffer.concat([head, MINE_KEY, items, CLOSE]);
  };
}
