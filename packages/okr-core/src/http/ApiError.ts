import type { ErrorCode } from '@okr/contract';

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  details?: unknown;
}

/** Every failure of the HTTP client, with one shape: 401 and 403 stay distinguishable by status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor({ status, code, message, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
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
