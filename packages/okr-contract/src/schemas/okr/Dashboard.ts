import { z } from 'zod';
import { Id, Text } from '../common';
import { InitiativeStatus, ObjectiveStatus, TaskStatus } from '../enums';
import { TaskCounts } from './Initiative';

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
