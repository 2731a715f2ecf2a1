import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { API_BASE_PATH, errorStatus } from '@okr/contract';
import type { ErrorBody, ErrorCode, FieldIssue } from '@okr/contract';

/** The part of a zod schema the mocks use; structural, so this package needs no zod of its own. */
export interface ParseSchema<T> {
  parse: (data: unknown) => T;
}

/**
 * A path under the API base, on any origin: the same handler serves Storybook (same origin) and
 * jsdom tests (any `apiBaseUrl` ending in `/api`).
 */
export function apiUrl(path: string): string {
  return `*${API_BASE_PATH}${path}`;
}

/** Answers `body` after checking it against the contract, so a mock can never drift from the wire. */
export function respond<T>(schema: ParseSchema<T>, body: NoInfer<T>, status = 200): Response {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, { status });
}

export function arrayOf<T>(schema: ParseSchema<T>): ParseSchema<T[]> {
  return {
    parse: (data) => {
      if (!Array.isArray(data)) throw new TypeError('Expected an array');
      return data.map((item) => schema.parse(item));
    },
  };
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** The error answer of api-contract.md: `{ message, code, details? }` with the code's status. */
export function apiError(code: ErrorCode, message: string, details?: FieldIssue[] | Record<string, unknown>): Response {
  const body: ErrorBody = details ? { message, code, details } : { message, code };
  return HttpResponse.json(body, { status: errorStatus[code] });
}

/** What the API answers for any unexpected fault: a 500 with the generic message, never the cause. */
export function internalError(): Response {
  return apiError('INTERNAL_ERROR', 'Internal server error');
}

/** The API's 429 answer: `RATE_LIMITED` with the seconds to wait in `Retry-After`. */
export function rateLimited(message: string, retryAfterSeconds: number): Response {
  const body: ErrorBody = { message, code: 'RATE_LIMITED' };
  return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/** Ends the request with an error answer (MSW uses a thrown Response as the answer). */
export function fail(code: ErrorCode, message: string, details?: FieldIssue[] | Record<string, unknown>): never {
  throw apiError(code, message, details);
}
