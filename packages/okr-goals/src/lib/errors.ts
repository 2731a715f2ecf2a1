import { isApiError } from '@okr/core';

export const isConflict = (error: unknown) => isApiError(error) && error.status === 409;
export const isPlanLimit = (error: unknown) => isApiError(error) && error.code === 'PLAN_LIMIT_REACHED';

/** Field-level messages of a 400 VALIDATION_ERROR (`details: [{ path|field, message }]`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const item of error.details as { field?: unknown; path?: unknown; message?: unknown }[]) {
    const field = typeof item.field === 'string' ? item.field : Array.isArray(item.path) ? item.path.join('.') : null;
    if (field && typeof item.message === 'string' && !out[field]) out[field] = item.message;
  }
  return out;
}


/**
 * Whether an error still needs the form's banner: not when it is a 400 whose every field the
 * form shows beside its control (the banner would only repeat "Validation failed").
 */
export function needsBanner(error: unknown, isShown: (field: string) => boolean): boolean {
  const fields = Object.keys(fieldErrors(error));
  return fields.length === 0 || !fields.every(isShown);
}
