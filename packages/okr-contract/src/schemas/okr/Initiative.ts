import { z } from 'zod';
import { Id, Text } from '../common';
import { InitiativeStatus } from '../enums';
import { Task } from './Task';
import { DateOnly, Versioned, checkDates, description, version } from './okrFields';

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
