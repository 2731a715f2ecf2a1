import type { ErrorCode } from '@okr/contract';

/** The rate-limit window of a keyed answer (`RateLimit-*` headers), when the API sent one. */
export interface RateLimit {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Every failed call: the API's `{ message, code, details }` with its status, or `NETWORK_ERROR`
 * when no answer came. `retryAfterSeconds` is set on 429 (and 503).
 */
export class OkrApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'UNEXPECTED_ANSWER';
  readonly details: unknown;
  readonly retryAfterSeconds: number | null;
  readonly rateLimit: RateLimit | null;

  constructor(init: {
    status: number;
    code: OkrApiError['code'];
    message: string;
    details?: unknown;
    retryAfterSeconds?: number | null;
    rateLimit?: RateLimit | null;
  }) {
    super(init.message);
    this.name = 'OkrApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.rateLimit = init.rateLimit ?? null;
  }
}

export function isOkrApiError(error: unknown): error is OkrApiError {
  return error instanceof OkrApiError;
}
