import { isApiError } from './ApiError';

/**
 * The server's words per field of a refused request: its `details` as `[{ field | path, message }]`
 * (a 400 `VALIDATION_ERROR`, or a 422 naming fields) become `{ [field]: message }`, the first
 * message of each field kept; a `path` is joined with dots. Anything else (another error, details
 * of another shape) is `{}`. What our forms show beside their controls, and what a partner's own
 * form on our hooks shows instead of the bare "Validation failed".
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isApiError(error) || !Array.isArray(error.details)) return fields;
  for (const item of error.details as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, path, message } = item as { field?: unknown; path?: unknown; message?: unknown };
    const name = typeof field === 'string' ? field : Array.isArray(path) ? path.join('.') : '';
    if (name && typeof message === 'string' && !(name in fields)) fields[name] = message;
  }
  return fields;
}
