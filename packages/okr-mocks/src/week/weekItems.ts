import { addDays, canDo, CHECK_IN_DUE_DAYS, checkInDueDay, compareWeekItems, daysBetween, keyResultRisk, localTime, periodIsOpen, periodStatus, TASK_DUE_WITHIN_DAYS, WEEK_ITEMS_MAX, weekItemHref, weekItemReason } from '@okr/contract';
import type { WeekItem } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { organizationsOfUser } from '../db/organizations';
import { permissionsIn } from '../db/roles';

/**
 * `GET /me/week` as the API answers it (apps/api modules/week): for every organization where the
 * user is an active member, key results where objectives and key results may be read, tasks and
 * initiatives where initiatives may be read; the contract's rules for order, wording and links.
 */
export function weekItemsOf(db: MockDb, userId: string, timeZone: string): WeekItem[] {
  const now = new Date(db.now());
  const today = localTime(now, timeZone).day;
  const cutoff = now.getTime() - CHECK_IN_DUE_DAYS * 86_400_000;
  const lastTaskDay = addDays(today, TASK_DUE_WITHIN_DAYS);
  const items: WeekItem[] = [];
  for (const org of organizationsOfUser(db, userId)) {
    const permissions = permissionsIn(db, userId, org.id);
    const organization = { id: org.id, name: org.name };
    if (canDo(permissions, 'objectives', 'read') && canDo(permissions, 'key_results', 'read')) {
      for (const keyResult of db.keyResults.filter((row) => row.organizationId === org.id && row.ownerId === userId && row.progress < 100)) {
        const objective = db.objectives.get(keyResult.objectiveId);
        // An Active objective of a period begun and not closed (or of none), as the API reads it.
        if (!objective || objective.status !== 'Active') continue;
        const period = objective.periodId ? db.periods.get(objective.periodId) : undefined;
        if (period && !periodIsOpen(periodStatus(period, today))) continue;
        const since = new Date(keyResult.lastCheckInAt ?? keyResult.createdAt);
        const href = weekItemHref(org.id, { objectiveId: objective.id, keyResultId: keyResult.id });
        const base = { organization, id: keyResult.id, title: keyResult.title, href };
        if (since.getTime() <= cutoff) {
          const daysWithout = keyResult.lastCheckInAt ? daysBetween(since, now) : null;
          items.push({ ...base, kind: 'check_in_due', reason: weekItemReason({ kind: 'check_in_due', daysWithout }), dueDate: checkInDueDay(since) });
          continue;
        }
        const risk = keyResultRisk(keyResult, objective, today);
        if (!risk.atRisk) continue;
        const facts = { kind: 'key_result_behind' as const, progress: keyResult.progress, expected: risk.expected, lowConfidence: risk.lowConfidence, confidence: keyResult.confidence };
        items.push({ ...base, kind: 'key_result_behind', reason: weekItemReason(facts), dueDate: keyResult.dueDate ?? objective.endDate });
      }
    }
    if (canDo(permissions, 'initiatives', 'read')) {
      for (const task of db.tasks.filter((row) => row.organizationId === org.id && row.assigneeId === userId)) {
        const atRisk = task.status === 'At Risk';
        const dueThisWeek = task.status !== 'Completed' && task.dueDate !== null && task.dueDate <= lastTaskDay;
        if (!atRisk && !dueThisWeek) continue;
        items.push({
          organization,
          kind: atRisk ? 'task_at_risk' : 'task_due',
          id: task.id,
          title: task.title,
          reason: weekItemReason(atRisk || task.dueDate === null ? { kind: 'task_at_risk' } : { kind: 'task_due', dueDate: task.dueDate, today }),
          dueDate: task.dueDate,
          href: weekItemHref(org.id, { initiativeId: task.initiativeId }),
        });
      }
      for (const initiative of db.initiatives.filter((row) => row.organizationId === org.id && row.ownerId === userId && row.status !== 'Finished')) {
        const tasksAtRisk = db.tasks.filter((task) => task.initiativeId === initiative.id && task.status === 'At Risk').length;
        if (initiative.status !== 'At Risk' && tasksAtRisk === 0) continue;
        items.push({
          organization,
          kind: 'initiative_attention',
          id: initiative.id,
          title: initiative.name,
          reason: weekItemReason({ kind: 'initiative_attention', atRisk: initiative.status === 'At Risk', tasksAtRisk }),
          dueDate: initiative.endDate,
          href: weekItemHref(org.id, { initiativeId: initiative.id }),
        });
      }
    }
  }
  return items.sort(compareWeekItems).slice(0, WEEK_ITEMS_MAX);
}
