import { z } from 'zod';
import { Id, Text } from '../common';
import { ObjectiveStatus, ObjectiveType } from '../enums';
import { DateOnly, Versioned, checkDates, description, option, title, version } from './okrFields';

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
