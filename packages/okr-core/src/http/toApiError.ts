import { isAxiosError } from 'axios';
import type { ErrorBody } from '@okr/contract';
import { ApiError, isApiError } from './ApiError';
import type { ApiErrorCode } from './ApiError';

function isErrorBody(data: unknown): data is Partial<ErrorBody> {
  return typeof data === 'object' && data !== null;
}

/** Turns whatever axios (or an interceptor) threw into one `ApiError`. */
export function toApiError(error: unknown, networkMessage = 'Network error'): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosError(error)) {
    if (!error.response) {
      return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: networkMessage, details: error.message });
    }
    const { status, data } = error.response;
    const body = isErrorBody(data) ? data : {};
    const retryAfter = Number(error.response.headers?.['retry-after']);
    return new ApiError({
      status,
      code: (typeof body.code === 'string' ? body.code : 'UNKNOWN_ERROR') as ApiErrorCode,
      message: typeof body.message === 'string' ? body.message : '',
      details: body.details,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
  const message = error instanceof Error ? error.message : '';
  return new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message });
}
