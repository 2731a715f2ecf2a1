import type { ErrorCode } from '@okr/contract';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  details?: unknown;
  /** A 429's `Retry-After`, in seconds, when the server sent one. */
  retryAfterSeconds?: number;
}

/** Every failure of the HTTP client, with one shape: 401 and 403 stay distinguishable by status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  /** How long to wait before trying again (a 429's `Retry-After`, seconds); undefined when not said. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, message, details, retryAfterSeconds }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
