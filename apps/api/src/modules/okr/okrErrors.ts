import type { FieldIssue } from '@okr/contract';
import { AppError } from '../../lib/AppError';

/** 400 VALIDATION_ERROR naming each field (a rule the schema alone cannot check). */
export const invalidFields = (details: FieldIssue[]) => new AppError('VALIDATION_ERROR', 'Validation failed', details);

export const invalidField = (field: string, message: string) => invalidFields([{ field, message }]);

/**
 * 409 for a PATCH whose `version` is stale: the message says so, `details.current` carries the
 * record as it is now, so the UI can show it without another request.
 */
export const staleVersion = (what: string, current: unknown) =>
  new AppError('CONFLICT', `Someone else changed this ${what}. Review the latest version and try again.`, {
    reason: 'STALE_VERSION',
    current,
  });

/** 402: a plan limit would be passed (api-contract.md "Plans"). */
export const planLimitReached = (message: string, details: Record<string, unknown>) =>
  new AppError('PLAN_LIMIT_REACHED', message, details);
