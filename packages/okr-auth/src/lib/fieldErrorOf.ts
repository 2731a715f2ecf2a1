import { isApiError } from '@okr/core';

/** The server's words about one field of a 400 (`details: [{ field, message }]`), if it named that field. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.details)) return undefined;
  const detail = (error.details as { field?: unknown; message?: unknown }[]).find((item) => item.field === field);
  return typeof detail?.message === 'string' ? detail.message : undefined;
}
