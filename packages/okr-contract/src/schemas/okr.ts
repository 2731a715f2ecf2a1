import { z } from 'zod';
import { dateIssue, END_BEFORE_START, endsBeforeStart } from '../lib/dates';
import { Id, Text, Timestamp } from './common';
import {
  ConfigOptionKind,
  ConfigScope,
  DeliverableStatus,
  InitiativeStatus,
  MetricType,
  ObjectiveStatus,
  ObjectiveType,
  TaskStatus,
} from './enums';

// Objectives, key results, check-ins, initiatives, tasks, config options and the dashboard
// (api-contract.md "Resources the product spec leaves open"). Classification fields
// (impactCategory, operationalArea, strategicAxis) take a Global option (the spec's enumeration)
// or one of the organization's own, so the schema takes a string and the server checks it
// against the options (400 naming the field).

/** `YYYY-MM-DD`, a real day inside 1900-01-01..2099-12-31. */
export const DateOnly = Text.superRefine((value, ctx) => {
  const issue = dateIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

const title = Text.trim().min(1, 'Title is required').max(200, 'At most 200 characters');
const description = Text.trim().max(5000, 'At most 5000 characters').nullable();
const option = Text.trim().min(1).max(100).nullable();
const amount = z.number().finite().min(-1e12).max(1e12);
const version = z.number().int().min(1);

/** Fields every versioned resource carries. */
const Versioned = {
  id: Id,
  organizationId: Id,
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

function checkDates<T extends { startDate?: string | null; endDate?: string | null }>(body: T, ctx: z.RefinementCtx) {
  if (endsBeforeStart(body.startDate, body.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  }
}

// ---------- Objectives

export const Objective = z.object({
  ...Versioned,
  title: Text,
  description: Text.nullable(),
  type: ObjectiveType,
  impactCategory: Text.nullable(),
  operationalArea: Text.nullable(),
  strategicAxis: Text.nullable(),
  status: ObjectiveStatus,
  ownerId: Id.nullable(),
  parentObjectiveId: Id.nullable(),
  /** The period it belongs to (api-contract.md "Cycles and roll-over"); null when it has none. */
  periodId: Id.nullable(),
  startDate: Text.nullable(),
  endDate: Text.nullable(),
  /** 0..100, computed on the server from the key results (weighted mean); read-only. */
  progress: z.number(),
  /** How many key results it has (the list shows it without loading them). */
  keyResultCount: z.number().int(),
});
export type Objective = z.infer<typeof Objective>;

const objectiveFields = {
  title,
  description: description.optional(),
  type: ObjectiveType.optional(),
  impactCategory: option.optional(),
  operationalArea: option.optional(),
  strategicAxis: option.optional(),
  status: ObjectiveStatus.optional(),
  ownerId: Id.nullable().optional(),
  parentObjectiveId: Id.nullable().optional(),
  /** Left out on create: the default period (`defaultPeriod`: the one holding today, else the nearest upcoming). */
  periodId: Id.nullable().optional(),
  startDate: DateOnly.nullable().optional(),
  endDate: DateOnly.nullable().optional(),
};

/** POST /objectives: `title` required; type Tactical, status Active and owner the caller by default. */
export const CreateObjectiveRequest = z.strictObject(objectiveFields).superRefine(checkDates);
export type CreateObjectiveRequest = z.infer<typeof CreateObjectiveRequest>;

/** PATCH /objectives/{id}: any field; `version` (optional) makes it fail with 409 when stale. */
export const UpdateObjectiveRequest = z
  .strictObject({ ...objectiveFields, title: title.optional(), version: version.optional() })
  .superRefine(checkDates);
export type UpdateObjectiveRequest = z.infer<typeof UpdateObjectiveRequest>;

const limit = z.coerce.number().int().min(1).max(200).default(100);
const cursor = Text.min(1).max(200).optional();

/** GET /objectives: filters, search and paging (`?limit=` default 100 at most 200, `?cursor=`). */
export const ObjectiveListQuery = z.strictObject({
  status: ObjectiveStatus.optional(),
  type: ObjectiveType.optional(),
  ownerId: Id.optional(),
  impactCategory: Text.min(1).max(100).optional(),
  operationalArea: Text.min(1).max(100).optional(),
  strategicAxis: Text.min(1).max(100).optional(),
  parentObjectiveId: Id.optional(),
  /** Only the objectives of this period. */
  periodId: Id.optional(),
  q: Text.trim().max(200).optional(),
  limit,
  cursor,
});
export type ObjectiveListQuery = z.infer<typeof ObjectiveListQuery>;

/** GET /check-ins, tasks: paging only. */
export const PageQuery = z.strictObject({ limit, cursor });
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * GET /initiatives: paging, and `objectiveId` for the initiatives that serve that objective
 * (linked to it or to one of its key results).
 */
export const InitiativeListQuery = z.strictObject({ objectiveId: Id.optional(), limit, cursor });
export type InitiativeListQuery = z.infer<typeof InitiativeListQuery>;

/** GET /users: paging and a search `q` over name and email. */
export const UserListQuery = z.strictObject({ q: Text.trim().max(200).optional(), limit, cursor });
export type UserListQuery = z.infer<typeof UserListQuery>;

// ---------- Key results

export const KeyResult = z.object({
  ...Versioned,
  objectiveId: Id,
  title: Text,
  description: Text.nullable(),
  metricType: MetricType,
  startValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
  unit: Text.nullable(),
  weight: z.number(),
  deliverableStatus: DeliverableStatus,
  ownerId: Id.nullable(),
  dueDate: Text.nullable(),
  /** 0..100, computed from the metric type; read-only. */
  progress: z.number(),
  /** Confidence (0..10) of the latest check-in, null before any; read-only. */
  confidence: z.number().nullable(),
  lastCheckInAt: Timestamp.nullable(),
});
export type KeyResult = z.infer<typeof KeyResult>;

const keyResultFields = {
  title,
  description: description.optional(),
  metricType: MetricType,
  startValue: amount.optional(),
  targetValue: amount.optional(),
  currentValue: amount.optional(),
  unit: Text.trim().max(30).nullable().optional(),
  weight: z.number().finite().min(0).max(100).optional(),
  deliverableStatus: DeliverableStatus.optional(),
  ownerId: Id.nullable().optional(),
  dueDate: DateOnly.nullable().optional(),
};

/**
 * POST /objectives/{id}/key-results. Defaults: Percentage 0 → 100, Binary 0 → 1 (its values are
 * 0 or 1), Numeric needs `targetValue`; `currentValue` starts at `startValue`; weight 1.
 */
export const CreateKeyResultRequest = z.strictObject(keyResultFields);
export type CreateKeyResultRequest = z.infer<typeof CreateKeyResultRequest>;

/** PATCH /key-results/{id}. */
export const UpdateKeyResultRequest = z.strictObject({
  ...keyResultFields,
  title: title.optional(),
  metricType: MetricType.optional(),
  version: version.optional(),
});
export type UpdateKeyResultRequest = z.infer<typeof UpdateKeyResultRequest>;

// ---------- Check-ins

export const CheckIn = z.object({
  id: Id,
  organizationId: Id,
  keyResultId: Id,
  value: z.number(),
  confidence: z.number().int(),
  note: Text.nullable(),
  authorId: Id.nullable(),
  createdAt: Timestamp,
});
export type CheckIn = z.infer<typeof CheckIn>;

/** POST /key-results/{id}/check-ins: the new value, a confidence 0..10 and an optional note. */
export const CreateCheckInRequest = z.strictObject({
  value: amount,
  confidence: z.number().int('A whole number from 0 to 10').min(0).max(10),
  note: Text.trim().max(2000).nullable().optional(),
});
export type CreateCheckInRequest = z.infer<typeof CreateCheckInRequest>;

/** The answer of a check-in: the check-in, with the key result and objective it moved (one transaction). */
export const CheckInCreated = CheckIn.extend({ keyResult: KeyResult, objective: Objective });
export type CheckInCreated = z.infer<typeof CheckInCreated>;

// ---------- Objective detail

/** The objective a copy was rolled over from (POST /periods/{id}/rollover), as a detail names it. */
export const RolledOverFrom = z.object({ id: Id, title: Text });
export type RolledOverFrom = z.infer<typeof RolledOverFrom>;

/**
 * GET /objectives/{id}: the objective with its key results and, for a copy made by a roll-over,
 * the objective it was rolled over from (only here: not in the list, nor in webhooks).
 */
export const ObjectiveDetail = Objective.extend({
  keyResults: z.array(KeyResult),
  rolledOverFrom: RolledOverFrom.nullable().describe(
    'The objective this one was rolled over from (POST /periods/{id}/rollover copies it), with its current title; null when it is not a copy or when the original has been deleted.',
  ),
});
export type ObjectiveDetail = z.infer<typeof ObjectiveDetail>;

// ---------- Tasks

export const Task = z.object({
  ...Versioned,
  initiativeId: Id,
  title: Text,
  description: Text.nullable(),
  status: TaskStatus,
  assigneeId: Id.nullable(),
  dueDate: Text.nullable(),
});
export type Task = z.infer<typeof Task>;

const taskFields = {
  title,
  description: description.optional(),
  status: TaskStatus.optional(),
  assigneeId: Id.nullable().optional(),
  dueDate: DateOnly.nullable().optional(),
};

/** POST /initiatives/{id}/tasks: status To Do by default. */
export const CreateTaskRequest = z.strictObject(taskFields);
export type CreateTaskRequest = z.infer<typeof CreateTaskRequest>;

/** PATCH /tasks/{id}. */
export const UpdateTaskRequest = z.strictObject({ ...taskFields, title: title.optional(), version: version.optional() });
export type UpdateTaskRequest = z.infer<typeof UpdateTaskRequest>;

// ---------- Initiatives

export const TaskCounts = z.object({
  'To Do': z.number().int(),
  'In Progress': z.number().int(),
  Completed: z.number().int(),
  'At Risk': z.number().int(),
});
export type TaskCounts = z.infer<typeof TaskCounts>;

export const Initiative = z.object({
  ...Versioned,
  name: Text,
  description: Text.nullable(),
  status: InitiativeStatus,
  objectiveIds: z.array(Id),
  keyResultIds: z.array(Id),
  ownerId: Id.nullable(),
  startDate: Text.nullable(),
  endDate: Text.nullable(),
  /** Share of its tasks Completed (0..100); read-only. */
  progress: z.number(),
  /** At Risk itself or holding an At Risk task; read-only. */
  needsAttention: z.boolean(),
  taskCounts: TaskCounts,
});
export type Initiative = z.infer<typeof Initiative>;

const initiativeFields = {
  name: Text.trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
  description: description.optional(),
  status: InitiativeStatus.optional(),
  objectiveIds: z.array(Id).max(50).optional(),
  keyResultIds: z.array(Id).max(100).optional(),
  ownerId: Id.nullable().optional(),
  startDate: DateOnly.nullable().optional(),
  endDate: DateOnly.nullable().optional(),
};

/** POST /initiatives (Free plan: at most 1, else 402 PLAN_LIMIT_REACHED). */
export const CreateInitiativeRequest = z.strictObject(initiativeFields).superRefine(checkDates);
export type CreateInitiativeRequest = z.infer<typeof CreateInitiativeRequest>;

/** PATCH /initiatives/{id}. */
export const UpdateInitiativeRequest = z
  .strictObject({ ...initiativeFields, name: initiativeFields.name.optional(), version: version.optional() })
  .superRefine(checkDates);
export type UpdateInitiativeRequest = z.infer<typeof UpdateInitiativeRequest>;

/** GET /initiatives/{id}: the initiative with its tasks. */
export const InitiativeDetail = Initiative.extend({ tasks: z.array(Task) });
export type InitiativeDetail = z.infer<typeof InitiativeDetail>;

// ---------- Config options

export const ConfigOption = z.object({
  id: Id,
  kind: ConfigOptionKind,
  scope: ConfigScope,
  value: Text,
  organizationId: Id.nullable(),
});
export type ConfigOption = z.infer<typeof ConfigOption>;

export const ConfigOptionQuery = z.strictObject({ kind: ConfigOptionKind.optional() });
export type ConfigOptionQuery = z.infer<typeof ConfigOptionQuery>;

const optionValue = Text.trim().min(1, 'Value is required').max(100, 'At most 100 characters');

/** POST /config-options: an organization's own option (scope Organization by default; Global is 422). */
export const CreateConfigOptionRequest = z.strictObject({
  kind: ConfigOptionKind,
  value: optionValue,
  scope: ConfigScope.optional(),
});
export type CreateConfigOptionRequest = z.infer<typeof CreateConfigOptionRequest>;

/** PATCH /config-options/{id}: rename an organization's option (Global ones are read-only, 422). */
export const UpdateConfigOptionRequest = z.strictObject({ value: optionValue });
export type UpdateConfigOptionRequest = z.infer<typeof UpdateConfigOptionRequest>;

// ---------- Dashboard

const countsOf = <T extends z.ZodEnum>(values: T) =>
  z.object(Object.fromEntries(values.options.map((value) => [value, z.number().int()])) as Record<T['options'][number], z.ZodNumber>);

export const ObjectiveStatusCounts = countsOf(ObjectiveStatus);
export const InitiativeStatusCounts = countsOf(InitiativeStatus);

export const AtRiskKeyResult = z.object({
  id: Id,
  objectiveId: Id,
  objectiveTitle: Text,
  title: Text,
  progress: z.number(),
  confidence: z.number().nullable(),
  /** The time-elapsed line today, null without dates. */
  expected: z.number().nullable(),
  lowConfidence: z.boolean(),
  behind: z.boolean(),
  ownerId: Id.nullable(),
});
export type AtRiskKeyResult = z.infer<typeof AtRiskKeyResult>;

export const MyItems = z.object({
  objectives: z.array(z.object({ id: Id, title: Text, status: ObjectiveStatus, progress: z.number() })),
  keyResults: z.array(z.object({ id: Id, objectiveId: Id, title: Text, progress: z.number() })),
  initiatives: z.array(z.object({ id: Id, name: Text, status: InitiativeStatus, progress: z.number() })),
  tasks: z.array(
    z.object({ id: Id, initiativeId: Id, title: Text, status: TaskStatus, dueDate: Text.nullable() }),
  ),
});
export type MyItems = z.infer<typeof MyItems>;

/** GET /dashboard: the current organization at a glance. */
export const Dashboard = z.object({
  objectives: z.object({
    total: z.number().int(),
    byStatus: ObjectiveStatusCounts,
    /** Mean progress of the objectives that are not Cancelled (0 without any). */
    averageProgress: z.number(),
  }),
  keyResults: z.object({ total: z.number().int(), atRiskCount: z.number().int(), atRisk: z.array(AtRiskKeyResult) }),
  initiatives: z.object({ total: z.number().int(), byStatus: InitiativeStatusCounts, needingAttention: z.number().int() }),
  tasks: z.object({ total: z.number().int(), byStatus: TaskCounts }),
  mine: MyItems,
});
export type Dashboard = z.infer<typeof Dashboard>;
