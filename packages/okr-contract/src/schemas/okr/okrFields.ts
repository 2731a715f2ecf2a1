import { z } from 'zod';
import { END_BEFORE_START, dateIssue, endsBeforeStart } from '../../lib/dates';
import { Id, Text, Timestamp } from '../common';

/** `YYYY-MM-DD`, a real day inside 1900-01-01..2099-12-31. */
export const DateOnly = Text.superRefine((value, ctx) => {
  const issue = dateIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

export const title = Text.trim().min(1, 'Title is required').max(200, 'At most 200 characters');
export const description = Text.trim().max(5000, 'At most 5000 characters').nullable();
export const option = Text.trim().min(1).max(100).nullable();
export const amount = z.number().finite().min(-1e12).max(1e12);
export const version = z.number().int().min(1);

/** Fields every versioned resource carries. */
export const Versioned = {
  id: Id,
  organizationId: Id,
  version: z.number().int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export function checkDates<T extends { startDate?: string | null; endDate?: string | null }>(body: T, ctx: z.RefinementCtx) {
  if (endsBeforeStart(body.startDate, body.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  }
}

export const limit = z.coerce.number().int().min(1).max(200).default(100);
export const cursor = Text.min(1).max(200).optional();
