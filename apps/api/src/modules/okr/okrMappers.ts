import type { CheckIn, ConfigOption, Initiative, KeyResult, Objective, Task, TaskCounts } from '@okr/contract';
import { initiativeNeedsAttention } from '@okr/contract';
import type { CheckInRow, ConfigOptionRow, InitiativeRow, KeyResultRow, ObjectiveRow, TaskRow } from '../../db/Database';

// Rows to wire shapes. Rows read through json_agg carry timestamps as strings, so every
// timestamp goes through `iso`.

export const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

type Loose<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] extends Date | null ? Date | string | null : T[K] };

export function toObjective(row: Loose<ObjectiveRow>): Objective {
  return {
    id: row.id,
    organizationId: row.organization_id,
    title: row.title,
    description: row.description,
    type: row.type,
    impactCategory: row.impact_category,
    operationalArea: row.operational_area,
    strategicAxis: row.strategic_axis,
    status: row.status,
    ownerId: row.owner_id,
    parentObjectiveId: row.parent_objective_id,
    periodId: row.period_id,
    startDate: row.start_date,
    endDate: row.end_date,
    progress: row.progress,
    keyResultCount: row.key_result_count,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toKeyResult(row: Loose<KeyResultRow>): KeyResult {
  return {
    id: row.id,
    organizationId: row.organization_id,
    objectiveId: row.objective_id,
    title: row.title,
    description: row.description,
    metricType: row.metric_type,
    startValue: row.start_value,
    targetValue: row.target_value,
    currentValue: row.current_value,
    unit: row.unit,
    weight: row.weight,
    deliverableStatus: row.deliverable_status,
    ownerId: row.owner_id,
    dueDate: row.due_date,
    progress: row.progress,
    confidence: row.confidence,
    lastCheckInAt: isoOrNull(row.last_check_in_at),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toCheckIn(row: Loose<CheckInRow>): CheckIn {
  return {
    id: row.id,
    organizationId: row.organization_id,
    keyResultId: row.key_result_id,
    value: row.value,
    confidence: row.confidence,
    note: row.note,
    authorId: row.author_id,
    createdAt: iso(row.created_at),
  };
}

export function toTask(row: Loose<TaskRow>): Task {
  return {
    id: row.id,
    organizationId: row.organization_id,
    initiativeId: row.initiative_id,
    title: row.title,
    description: row.description,
    status: row.status,
    assigneeId: row.assignee_id,
    dueDate: row.due_date,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** An initiative row with what its list and detail queries aggregate beside it. */
export type InitiativeView = InitiativeRow & {
  objective_ids: string[] | null;
  key_result_ids: string[] | null;
  task_counts: TaskCounts | null;
};

export const noTasks = (): TaskCounts => ({ 'To Do': 0, 'In Progress': 0, Completed: 0, 'At Risk': 0 });

export function toInitiative(row: InitiativeView): Initiative {
  const taskCounts = { ...noTasks(), ...row.task_counts };
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    description: row.description,
    status: row.status,
    objectiveIds: row.objective_ids ?? [],
    keyResultIds: row.key_result_ids ?? [],
    ownerId: row.owner_id,
    startDate: row.start_date,
    endDate: row.end_date,
    progress: row.progress,
    needsAttention: initiativeNeedsAttention(row.status, taskCounts['At Risk'] > 0 ? [{ status: 'At Risk' }] : []),
    taskCounts,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toConfigOption(row: ConfigOptionRow): ConfigOption {
  return { id: row.id, kind: row.kind, scope: row.scope, value: row.value, organizationId: row.organization_id };
}
