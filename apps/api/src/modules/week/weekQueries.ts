import { CHECK_IN_DUE_DAYS, WEEK_ITEMS_MAX } from '@okr/contract';
import type { InitiativeStatus, ObjectiveStatus, TaskStatus } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { atRiskSql } from '../okr/atRiskSql';

type Db = Kysely<Database>;

// The statements of `GET /me/week`: one per kind of thing (key results, tasks, initiatives), each
// over EVERY organization asked (`organization_id in (...)`, along the owner and assignee indexes) and
// limited to WEEK_ITEMS_MAX in its own urgency order, so the answer's cost does not grow with the
// number of organizations nor with their size, only with what the caller owns.

export interface KeyResultRow {
  id: string;
  organization_id: string;
  objective_id: string;
  title: string;
  progress: number;
  confidence: number | null;
  due_date: string | null;
  last_check_in_at: Date | null;
  created_at: Date;
  objective_status: ObjectiveStatus;
  start_date: string | null;
  end_date: string | null;
  /** No check-in for CHECK_IN_DUE_DAYS (else: at risk). */
  check_in_due?: boolean;
}

/**
 * The caller's open key results in Active objectives of an active period (api-contract.md): one
 * not closed that has begun by `today` (`contract/rules/periods.ts`), or none (an objective
 * outside every period).
 */
function ownKeyResults(db: Db, organizationIds: string[], userId: string, today: string) {
  return (
    db
      .selectFrom('key_results')
      .innerJoin('objectives as o', 'o.id', 'key_results.objective_id')
      .select([
        'key_results.id',
        'key_results.organization_id',
        'key_results.objective_id',
        'key_results.title',
        'key_results.progress',
        'key_results.confidence',
        'key_results.due_date',
        'key_results.last_check_in_at',
        'key_results.created_at',
        'o.status as objective_status',
        'o.start_date',
        'o.end_date',
      ])
      .where('key_results.organization_id', 'in', organizationIds)
      .where('o.organization_id', 'in', organizationIds)
      .where('key_results.owner_id', '=', userId)
      .where('o.status', '=', 'Active')
      .where(sql<boolean>`(o.period_id is null or exists (select 1 from periods p where p.id = o.period_id and p.closed_at is null and p.start_date <= ${today}))`)
      // A literal, for the partial index key_results_open_org_seq_idx.
      .where(sql<boolean>`key_results.progress < 100`)
  );
}

/** Since when a key result has waited for a check-in: its last one, or its creation. */
const sinceSql = sql<Date>`coalesce(key_results.last_check_in_at, key_results.created_at)`;

/**
 * Key results owned by the caller that need them at `now` (their `today`), in ONE pass over what
 * they own: a check-in is due (none for CHECK_IN_DUE_DAYS: `check_in_due`), else at risk on
 * `today` (the dashboard's rule, `atRiskSql`: behind the time-elapsed line or low confidence).
 * One item per key result; the soonest due first (a due check-in by the day it fell due).
 */
export function keyResultsNeedingCaller(db: Db, organizationIds: string[], userId: string, now: Date, today: string): Promise<KeyResultRow[]> {
  const cutoff = new Date(now.getTime() - CHECK_IN_DUE_DAYS * 86_400_000);
  const checkInDue = sql<boolean>`(${sinceSql} <= ${cutoff})`;
  const dueDay = sql`case when ${checkInDue} then to_char((${sinceSql} + ${sql.lit(CHECK_IN_DUE_DAYS)} * interval '1 day') at time zone 'UTC', 'YYYY-MM-DD')
    else coalesce(key_results.due_date, o.end_date) end`;
  return ownKeyResults(db, organizationIds, userId, today)
    .select(checkInDue.as('check_in_due'))
    .where(sql<boolean>`(${checkInDue} or ${atRiskSql(today)})`)
    .orderBy(sql`${dueDay} nulls last`)
    .orderBy('key_results.id')
    .limit(WEEK_ITEMS_MAX)
    .execute();
}

export interface TaskRow {
  id: string;
  organization_id: string;
  initiative_id: string;
  title: string;
  status: TaskStatus;
  due_date: string | null;
}

/** Tasks assigned to the caller that are At Risk, or open and due by `lastDay` (overdue too), the soonest first. */
export function tasksNeedingCaller(db: Db, organizationIds: string[], userId: string, lastDay: string): Promise<TaskRow[]> {
  return db
    .selectFrom('tasks')
    .select(['id', 'organization_id', 'initiative_id', 'title', 'status', 'due_date'])
    .where('organization_id', 'in', organizationIds)
    .where('assignee_id', '=', userId)
    .where((eb) =>
      eb.or([eb('status', '=', 'At Risk'), eb.and([eb('status', '!=', 'Completed'), eb('due_date', 'is not', null), eb('due_date', '<=', lastDay)])]),
    )
    .orderBy(sql`due_date nulls last`)
    .orderBy('id')
    .limit(WEEK_ITEMS_MAX)
    .execute();
}

export interface InitiativeRow {
  id: string;
  organization_id: string;
  name: string;
  status: InitiativeStatus;
  end_date: string | null;
  tasks_at_risk: number;
}

/** Initiatives owned by the caller that need attention (the contract's `initiativeNeedsAttention`: At Risk, or a task of theirs is). */
export function initiativesNeedingAttention(db: Db, organizationIds: string[], userId: string): Promise<InitiativeRow[]> {
  const tasksAtRisk = sql<number>`(select count(*)::int from tasks t where t.initiative_id = initiatives.id and t.status = 'At Risk')`;
  return db
    .selectFrom('initiatives')
    .select(['id', 'organization_id', 'name', 'status', 'end_date', tasksAtRisk.as('tasks_at_risk')])
    .where('organization_id', 'in', organizationIds)
    .where('owner_id', '=', userId)
    .where('status', '!=', 'Finished')
    .where((eb) => eb.or([eb('status', '=', 'At Risk'), sql<boolean>`${tasksAtRisk} > 0`]))
    .orderBy(sql`end_date nulls last`)
    .orderBy('id')
    .limit(WEEK_ITEMS_MAX)
    .execute();
}
