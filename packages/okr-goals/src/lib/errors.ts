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

