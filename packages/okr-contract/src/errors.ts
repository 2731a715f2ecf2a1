import { z } from 'zod';

/** Error codes of api-contract.md, with the HTTP status each one answers. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  PLAN_LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RULE_VIOLATION: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
export const ErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** One field that failed validation, as listed in `details` of a VALIDATION_ERROR. */
export const FieldIssue = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The body of every error answer. */
export const ErrorBody = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
