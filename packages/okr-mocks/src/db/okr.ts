import { initiativeNeedsAttention, initiativeProgress, objectiveProgress } from '@okr/contract';
import type { ConfigOptionKind, FieldIssue, Initiative, TaskCounts } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { ConfigOptionRecord, InitiativeRecord, ObjectiveRecord } from './records';

// The OKR rules of the API over the in-memory model, with the contract's maths.

/** Global options first (spec order), then the organization's own by value. */
export function optionsOf(db: MockDb, organizationId: string, kind?: ConfigOptionKind): ConfigOptionRecord[] {
  const order = (a: ConfigOptionRecord, b: ConfigOptionRecord) =>
    Number(a.organizationId !== null) - Number(b.organizationId !== null) ||
    a.kind.localeCompare(b.kind) ||
    a.position - b.position ||
    a.value.toLowerCase().localeCompare(b.value.toLowerCase());
  return db.configOptions
    .filter((option) => (option.organizationId === null || option.organizationId === organizationId) && (!kind || option.kind === kind))
    .sort(order);
}

/** The objective's progress (weighted mean) and key result count, as the API stores them. */
export function recomputeObjective(db: MockDb, objectiveId: string): ObjectiveRecord {
  const keyResults = db.keyResults.filter((keyResult) => keyResult.objectiveId === objectiveId);
  return db.objectives.update(objectiveId, { progress: objectiveProgress(keyResults), keyResultCount: keyResults.length })!;
}

export function taskCountsOf(db: MockDb, initiativeId: string): TaskCounts {
  const counts: TaskCounts = { 'To Do': 0, 'In Progress': 0, Completed: 0, 'At Risk': 0 };
  for (const task of db.tasks.filter((row) => row.initiativeId === initiativeId)) counts[task.status] += 1;
  return counts;
}

/** The wire initiative: progress, attention and counts from its tasks. */
export function toInitiative(db: MockDb, record: InitiativeRecord): Initiative {
  const tasks = db.tasks.filter((task) => task.initiativeId === record.id);
  return {
    ...record,
    objectiveIds: record.objectiveIds.filter((id) => db.objectives.get(id)).sort(),
    keyResultIds: record.keyResultIds.filter((id) => db.keyResults.get(id)).sort(),
    progress: initiativeProgress(tasks),
    needsAttention: initiativeNeedsAttention(record.status, tasks),
    taskCounts: taskCountsOf(db, record.id),
  };
}

/** Owners and assignees must be active members (400 naming the field, like the API). */
export function memberIssues(db: MockDb, organizationId: string, references: { field: string; userId: string | null | undefined }[]): FieldIssue[] {
  return references
    .filter((reference) => reference.userId)
    .filter(
      (reference) =>
        !db.memberships.find((m) => m.organizationId === organizationId && m.userId === reference.userId && m.isActive),
    )
    .map((reference) => ({ field: reference.field, message: 'Not a member of this organization' }));
}

export function optionIssues(
  db: MockDb,
  organizationId: string,
  references: { field: string; kind: ConfigOptionKind; value: string | null | undefined }[],
): FieldIssue[] {
  return references
    .filter((reference) => reference.value)
    .filter((reference) => !optionsOf(db, organizationId, reference.kind).some((option) => option.value === reference.value))
    .map((reference) => ({ field: reference.field, message: `Not an option of ${reference.kind}` }));
}

export function idIssues(
  db: MockDb,
  organizationId: string,
  table: 'objectives' | 'keyResults',
  field: string,
  ids: readonly string[] | undefined,
): FieldIssue[] {
  if (!ids) return [];
  const label = table === 'objectives' ? 'No such objective' : 'No such key result';
  return ids.flatMap((id, index) =>
    db[table].get(id)?.organizationId === organizationId ? [] : [{ field: `${field}.${index}`, message: label }],
  );
}

/** Whether aligning `objectiveId` under `parentId` closes a loop. */
export function wouldCycle(db: MockDb, objectiveId: string, parentId: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null = parentId; at && !seen.has(at); at = db.objectives.get(at)?.parentObjectiveId ?? null) {
    if (at === objectiveId) return true;
    seen.add(at);
  }
  return false;
}
