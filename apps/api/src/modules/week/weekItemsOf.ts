import {
  TASK_DUE_WITHIN_DAYS,
  WEEK_ITEMS_MAX,
  addDays,
  checkInDueDay,
  compareWeekItems,
  daysBetween,
  localTime,
  weekItemHref,
  weekItemReason,
} from '@okr/contract';
import type { WeekItem } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { keyResultRiskOfRow } from '../okr/keyResultRiskOfRow';
import { organizationsAccess, readableIn } from './organizationsAccess';
import { initiativesNeedingAttention, keyResultsNeedingCaller, tasksNeedingCaller } from './weekQueries';
import type { KeyResultRow } from './weekQueries';

export interface WeekCaller {
  userId: string;
  /** IANA zone: "today" and "this week" are the caller's own. */
  timeZone: string;
}

/**
 * What needs the caller this week, in every organization where they are an active member, only
 * where they may read it: key results (check-in due, behind) where the objectives and key results
 * reads are allowed, tasks and initiatives where the initiatives read is (the guards of the routes
 * that open them). Most urgent first (`compareWeekItems`), at most WEEK_ITEMS_MAX. At most four
 * statements whatever the number of organizations: the access of all of them, then key results, tasks, initiatives.
 */
export async function weekItemsOf(db: Kysely<Database>, caller: WeekCaller, now = new Date()): Promise<WeekItem[]> {
  const organizations = await organizationsAccess(db, caller.userId);
  const named = new Map(organizations.map((org) => [org.id, { id: org.id, name: org.name }]));
  const keyResultOrgs = readableIn(organizations, 'objectives', 'key_results');
  const initiativeOrgs = readableIn(organizations, 'initiatives');
  const today = localTime(now, caller.timeZone).day;
  const none = Promise.resolve([]);
  const [keyResults, tasks, initiatives] = await Promise.all([
    keyResultOrgs.length ? keyResultsNeedingCaller(db, keyResultOrgs, caller.userId, now, today) : (none as Promise<KeyResultRow[]>),
    initiativeOrgs.length ? tasksNeedingCaller(db, initiativeOrgs, caller.userId, addDays(today, TASK_DUE_WITHIN_DAYS)) : none,
    initiativeOrgs.length ? initiativesNeedingAttention(db, initiativeOrgs, caller.userId) : none,
  ]);
  const organization = (id: string) => named.get(id)!;
  const items: WeekItem[] = [
    ...keyResults.filter((row) => row.check_in_due).map((row): WeekItem => ({
      organization: organization(row.organization_id),
      kind: 'check_in_due',
      id: row.id,
      title: row.title,
      reason: weekItemReason({ kind: 'check_in_due', daysWithout: row.last_check_in_at ? daysBetween(row.last_check_in_at, now) : null }),
      dueDate: checkInDueDay(row.last_check_in_at ?? row.created_at),
      href: weekItemHref(row.organization_id, { objectiveId: row.objective_id, keyResultId: row.id }),
    })),
    ...keyResults.filter((row) => !row.check_in_due).map((row): WeekItem => {
      const risk = keyResultRiskOfRow(row, today);
      return {
        organization: organization(row.organization_id),
        kind: 'key_result_behind',
        id: row.id,
        title: row.title,
        reason: weekItemReason({ kind: 'key_result_behind', progress: row.progress, expected: risk.expected, lowConfidence: risk.lowConfidence, confidence: row.confidence }),
        dueDate: row.due_date ?? row.end_date,
        href: weekItemHref(row.organization_id, { objectiveId: row.objective_id, keyResultId: row.id }),
      };
    }),
    ...tasks.map((row): WeekItem => {
      const atRisk = row.status === 'At Risk';
      return {
        organization: organization(row.organization_id),
        kind: atRisk ? 'task_at_risk' : 'task_due',
        id: row.id,
        title: row.title,
        reason: weekItemReason(atRisk || row.due_date === null ? { kind: 'task_at_risk' } : { kind: 'task_due', dueDate: row.due_date, today }),
        dueDate: row.due_date,
        href: weekItemHref(row.organization_id, { initiativeId: row.initiative_id }),
      };
    }),
    ...initiatives.map((row): WeekItem => ({
      organization: organization(row.organization_id),
      kind: 'initiative_attention',
      id: row.id,
      title: row.name,
      reason: weekItemReason({ kind: 'initiative_attention', atRisk: row.status === 'At Risk', tasksAtRisk: row.tasks_at_risk }),
      dueDate: row.end_date,
      href: weekItemHref(row.organization_id, { initiativeId: row.id }),
    })),
  ];
  return items.sort(compareWeekItems).slice(0, WEEK_ITEMS_MAX);
}
