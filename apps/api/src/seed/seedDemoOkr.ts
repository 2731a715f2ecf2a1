import { randomUUID } from 'node:crypto';
import { defaultPeriod, initiativeProgress, isoDay, keyResultProgress, objectiveProgress } from '@okr/contract';
import { demoDay, demoOkr } from '@okr/contract/demo';
import type { DemoUserKey } from '@okr/contract/demo';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { scoped } from '../db/scoped';

const dayMs = 86_400_000;

/**
 * Acme Corp's quarter (`@okr/contract/demo`, the same description the mocks seed): objectives
 * with their alignment, key results with check-in histories, initiatives linked to them with
 * tasks. Progress is computed with the contract's maths, exactly as the API computes it. Runs
 * inside the demo seed's transaction.
 */
export async function seedDemoOkr(
  db: Kysely<Database>,
  organizationId: string,
  userIds: Partial<Record<DemoUserKey, string>>,
  now: Date = new Date(),
): Promise<void> {
  const today = isoDay(now);
  const area = scoped(db, organizationId);
  const userOf = (key: DemoUserKey | null) => (key ? (userIds[key] ?? null) : null);
  const objectiveIds = new Map<string, string>();
  const keyResultIds = new Map<string, string>();
  // The demo is "the current quarter": every objective in the organization's default period.
  const periods = await area.selectFrom('periods').select(['id', 'start_date as startDate', 'end_date as endDate']).execute();
  const periodId = defaultPeriod(periods, today)?.id ?? null;

  for (const objective of demoOkr.objectives) {
    const objectiveId = randomUUID();
    objectiveIds.set(objective.key, objectiveId);
    const progresses: { progress: number; weight: number }[] = [];
    await area
      .insertInto('objectives', [
        {
          id: objectiveId,
          title: objective.title,
          description: objective.description,
          type: objective.type,
          impact_category: objective.impactCategory,
          operational_area: objective.operationalArea,
          strategic_axis: objective.strategicAxis,
          status: objective.status,
          owner_id: userOf(objective.owner),
          parent_objective_id: null,
          period_id: periodId,
          start_date: demoDay(today, objective.startOffset),
          end_date: demoDay(today, objective.endOffset),
          created_at: new Date(now.getTime() + objective.startOffset * dayMs),
        },
      ])
      .execute();
    for (const keyResult of objective.keyResults) {
      const keyResultId = randomUUID();
      keyResultIds.set(keyResult.key, keyResultId);
      const last = keyResult.checkIns.at(-1);
      const measure = {
        metricType: keyResult.metricType,
        startValue: keyResult.startValue,
        targetValue: keyResult.targetValue,
        currentValue: last?.value ?? keyResult.startValue,
      };
      const progress = keyResultProgress(measure);
      progresses.push({ progress, weight: keyResult.weight });
      const lastAt = last ? new Date(now.getTime() - last.daysAgo * dayMs) : null;
      await area
        .insertInto('key_results', [
          {
            id: keyResultId,
            objective_id: objectiveId,
            title: keyResult.title,
            description: null,
            metric_type: measure.metricType,
            start_value: measure.startValue,
            target_value: measure.targetValue,
            current_value: measure.currentValue,
            unit: keyResult.unit,
            weight: keyResult.weight,
            deliverable_status: keyResult.deliverableStatus,
            owner_id: userOf(keyResult.owner),
            due_date: keyResult.dueOffset === null ? null : demoDay(today, keyResult.dueOffset),
            progress,
            confidence: last?.confidence ?? null,
            last_check_in_at: lastAt,
            version: 1 + keyResult.checkIns.length,
            created_at: new Date(now.getTime() + objective.startOffset * dayMs),
            updated_at: lastAt ?? undefined,
          },
        ])
        .execute();
      if (keyResult.checkIns.length > 0) {
        await area
          .insertInto(
            'check_ins',
            keyResult.checkIns.map((checkIn) => ({
              id: randomUUID(),
              key_result_id: keyResultId,
              value: checkIn.value,
              confidence: checkIn.confidence,
              note: checkIn.note,
              author_id: userOf(checkIn.author),
              created_at: new Date(now.getTime() - checkIn.daysAgo * dayMs),
            })),
          )
          .execute();
      }
    }
    await area
      .updateTable('objectives')
      .set({ progress: objectiveProgress(progresses), key_result_count: progresses.length })
      .where('id', '=', objectiveId)
      .execute();
  }
  for (const objective of demoOkr.objectives) {
    if (!objective.parent) continue;
    await area
      .updateTable('objectives')
      .set({ parent_objective_id: objectiveIds.get(objective.parent) ?? null })
      .where('id', '=', objectiveIds.get(objective.key)!)
      .execute();
  }

  for (const initiative of demoOkr.initiatives) {
    const initiativeId = randomUUID();
    await area
      .insertInto('initiatives', [
        {
          id: initiativeId,
          name: initiative.name,
          description: initiative.description,
          status: initiative.status,
          owner_id: userOf(initiative.owner),
          start_date: demoDay(today, initiative.startOffset),
          end_date: demoDay(today, initiative.endOffset),
          progress: initiativeProgress(initiative.tasks),
          created_at: new Date(now.getTime() + Math.min(0, initiative.startOffset) * dayMs),
        },
      ])
      .execute();
    if (initiative.objectives.length > 0) {
      await area
        .insertInto(
          'initiative_objectives',
          initiative.objectives.map((key) => ({ initiative_id: initiativeId, objective_id: objectiveIds.get(key)! })),
        )
        .execute();
    }
    if (initiative.keyResults.length > 0) {
      await area
        .insertInto(
          'initiative_key_results',
          initiative.keyResults.map((key) => ({ initiative_id: initiativeId, key_result_id: keyResultIds.get(key)! })),
        )
        .execute();
    }
    await area
      .insertInto(
        'tasks',
        initiative.tasks.map((task) => ({
          id: randomUUID(),
          initiative_id: initiativeId,
          title: task.title,
          description: null,
          status: task.status,
          assignee_id: userOf(task.assignee),
          due_date: task.dueOffset === null ? null : demoDay(today, task.dueOffset),
        })),
      )
      .execute();
  }
}
