import { z } from 'zod';
import { Id, Text } from '../common';
import { ObjectiveStatus, ObjectiveType } from '../enums';
import { cursor, limit } from './okrFields';

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
