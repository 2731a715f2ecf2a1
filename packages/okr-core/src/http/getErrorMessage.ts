import { isApiError } from './ApiError';

/**
 * Spec §8: show the server's message when the answer carries one, else the screen's default.
 * Network failures, bodies without a message and server faults (status 5xx or INTERNAL_ERROR,
 * whose message is the generic 'Internal server error') fall back to the default.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const serverFault = error.status >= 500 || error.code === 'INTERNAL_ERROR';
  return error.code === 'NETWORK_ERROR' || serverFault || !error.message ? fallback : error.message;
}
