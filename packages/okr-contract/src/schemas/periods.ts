import { z } from 'zod';
import { END_BEFORE_START, endsBeforeStart } from '../lib/dates';
import { PERIOD_NAME_MAX, periodStatuses } from '../periods';
import { Id, Text } from './common';
import { DateOnly } from './okr';

// "Cycles and roll-over" (api-contract.md): periods and the roll-over of objectives between them.

export const PeriodStatus = z.enum(periodStatuses);

/**
 * A period of the organization. `status` is computed (`periodStatus`): `closed` once closed by
 * PATCH `{ closed: true }` until reopened by `{ closed: false }`, else `upcoming` before its start
 * date, else `active`.
 */
export const Period = z.object({
  id: Id,
  name: Text,
  startDate: Text,
  endDate: Text,
  status: PeriodStatus,
});
export type Period = z.infer<typeof Period>;

const name = Text.trim().min(1, 'Name is required').max(PERIOD_NAME_MAX, `At most ${PERIOD_NAME_MAX} characters`);

function checkDates(body: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (endsBeforeStart(body.startDate, body.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  }
}

/** POST /periods (`settings:create`): overlapping another period of the organization answers 409. */
export const CreatePeriodRequest = z.strictObject({ name, startDate: DateOnly, endDate: DateOnly }).superRefine(checkDates);
export type CreatePeriodRequest = z.infer<typeof CreatePeriodRequest>;

/** PATCH /periods/{id} (`settings:update`): rename, move, close (`closed: true`) or reopen (`closed: false`). */
export const UpdatePeriodRequest = z
  .strictObject({ name: name.optional(), startDate: DateOnly.optional(), endDate: DateOnly.optional(), closed: z.boolean().optional() })
  .superRefine(checkDates);
export type UpdatePeriodRequest = z.infer<typeof UpdatePeriodRequest>;

/** `?periodId=` of GET /dashboard (and the reports). */
export const PeriodFilterQuery = z.strictObject({ periodId: Id.optional() });
export type PeriodFilterQuery = z.infer<typeof PeriodFilterQuery>;

/** POST /periods/{id}/rollover (`objectives:create`): copies objectives of the period into `toPeriodId`. */
export const RolloverRequest = z.strictObject({
  toPeriodId: Id,
  objectiveIds: z.array(Id).min(1, 'Choose at least one objective').max(500),
  includeKeyResults: z.boolean().default(true),
  includeInitiatives: z.boolean().default(false),
});
export type RolloverRequest = z.input<typeof RolloverRequest>;

/** Which copy each objective got, in the order of `objectiveIds`. */
export const RolloverResponse = z.object({ objectives: z.array(z.object({ from: Id, to: Id })) });
export type RolloverResponse = z.infer<typeof RolloverResponse>;

/** The headers of POST /periods/{id}/rollover: an `Idempotency-Key` makes a repeated request answer the first result. */
export const RolloverHeaders = z.object({ 'idempotency-key': Text.min(1).max(200).optional() });
export type RolloverHeaders = z.infer<typeof RolloverHeaders>;
