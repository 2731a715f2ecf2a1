import { z } from 'zod';
import { Text } from './common';
import { errorCodes } from '../errors';
import type { ErrorCode } from '../errors';

export const ErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** One field that failed validation, as listed in `details` of a VALIDATION_ERROR. */
export const FieldIssue = z.object({
  field: Text,
  message: Text,
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The body of every error answer. */
export const ErrorBody = z.object({
  message: Text,
  code: ErrorCodeSchema,
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
