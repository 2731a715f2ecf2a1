import { isoDay, keyResultProgress } from '@okr/contract';
import { demoDay, demoOkr } from '@okr/contract/demo';
import type { DemoUserKey } from '@okr/contract/demo';
import type { MockDb } from './MockDb';
import { recomputeObjective } from './okr';
import { defaultPeriodIdOf } from './periods';

const dayMs = 86_400_000;

/** Stable ids of the demo quarter, so stories can open one objective or initiative by id. */
export const demoOkrIds = {
  objective: (key: string) => `objective-${key}`,
  keyResult: (key: string) => `key-result-${key}`,
  initiative: (index: number) => `initiative-${index + 1}`,
};

/**
 * Acme Corp's quarter from `@okr/contract/demo`, the description the API seeds too: objectives
 * (aligned), key results with check-in histories, initiatives with tasks, progress from the
 * contract's maths. Dates are relative to the db's clock at seed time.
 */
export function seedDemoOkr(db: MockDb, organizationId: string, userIds: Record<DemoUserKey, string>): void {
  const now = Date.parse(db.now());
  const today = isoDay(new Date(now));
  const at = (offsetDays: number) => new Date(now + offsetDays * dayMs).toISOString();
  for (const objective of demoOkr.objectives) {
    const objectiveId = demoOkrIds.objective(objective.key);
    db.objectives.insert({
      id: objectiveId,
      organizationId,
      title: objective.title,
      description: objective.description,
      type: objective.type,
      impactCategory: objective.impactCategory,
      operationalArea: objective.operationalArea,
      strategicAxis: objective.strategicAxis,
      status: objective.status,
      ownerId: userIds[objective.owner],
      parentObjectiveId: objective.parent ? demoOkrIds.objective(objective.parent) : null,
      periodId: defaultPeriodIdOf(db, organizationId),
      startDate: demoDay(today, objective.startOffset),
      endDate: demoDay(today, objective.endOffset),
      progress: 0,
      keyResultCount: 0,
      version: 1,
      createdAt: at(objective.startOffset),
      updatedAt: at(objective.startOffset),
    });
    for (const keyResult of objective.keyResults) {
      const keyResultId = demoOkrIds.keyResult(keyResult.key);
      const last = keyResult.checkIns.at(-1);
      const measure = {
        metricType: keyResult.metricType,
        startValue: keyResult.startValue,
        targetValue: keyResult.targetValue,
        currentValue: last?.value ?? keyResult.startValue,
      };
      db.keyResults.insert({
        id: keyResultId,
        organizationId,
        objectiveId,
        title: keyResult.title,
        description: null,
        ...measure,
        unit: keyResult.unit,
        weight: keyResult.weight,
        deliverableStatus: keyResult.deliverableStatus,
        ownerId: userIds[keyResult.owner],
        dueDate: keyResult.dueOffset === null ? null : demoDay(today, keyResult.dueOffset),
        progress: keyResultProgress(measure),
        confidence: last?.confidence ?? null,
        lastCheckInAt: last ? at(-last.daysAgo) : null,
        version: 1 + keyResult.checkIns.length,
        createdAt: at(objective.startOffset),
        updatedAt: last ? at(-last.daysAgo) : at(objective.startOffset),
      });
      keyResult.checkIns.forEach((checkIn, index) => {
        db.checkIns.insert({
          id: `${keyResultId}-check-in-${index + 1}`,
          organizationId,
          keyResultId,
          value: checkIn.value,
          confidence: checkIn.confidence,
          note: checkIn.note,
          authorId: userIds[checkIn.author],
          createdAt: at(-checkIn.daysAgo),
        });
      });
    }
    recomputeObjective(db, objectiveId);
  }
  demoOkr.initiatives.forEach((initiative, index) => {
    const initiativeId = demoOkrIds.initiative(index);
    db.initiatives.insert({
      id: initiativeId,
      organizationId,
      name: initiative.name,
      description: initiative.description,
      status: initiative.status,
      objectiveIds: initiative.objectives.map(demoOkrIds.objective),
      keyResultIds: initiative.keyResults.map(demoOkrIds.keyResult),
      ownerId: userIds[initiative.owner],
      startDate: demoDay(today, initiative.startOffset),
      endDate: demoDay(today, initiative.endOffset),
      version: 1,
      createdAt: at(Math.min(0, initiative.startOffset)),
      updatedAt: at(Math.min(0, initiative.startOffset)),
    });
    initiative.tasks.forEach((task, taskIndex) => {
      db.tasks.insert({
        id: `${initiativeId}-task-${taskIndex + 1}`,
        organizationId,
        initiativeId,
        title: task.title,
        description: null,
        status: task.status,
        assigneeId: task.assignee ? userIds[task.assignee] : null,
        dueDate: task.dueOffset === null ? null : demoDay(today, task.dueOffset),
        version: 1,
        createdAt: at(Math.min(0, initiative.startOffset)),
        updatedAt: at(Math.min(0, initiative.startOffset)),
      });
    });
  });
}
