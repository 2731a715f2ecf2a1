import { isApiError } from './ApiError';

/**
 * Spec §8: show the server's message when the answer carries one, else the screen's default.
 * Network failures and bodies without a message fall back to the default.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    return error.code === 'NETWORK_ERROR' || !error.message ? fallback : error.message;
  }
  return fallback;
}
