import { fieldErrorsOf, isApiError } from '@okr/core';

/** What a failed second factor (or passkey sign-in) means to the page. */
export type FactorError =
  /** The sign-in step ran out (or was spent): back to the password. */
  | { kind: 'expired' }
  /** Too many attempts: try again after `seconds` (undefined when the server did not say). */
  | { kind: 'rateLimited'; seconds: number | undefined }
  /** The browser's passkey prompt was dismissed, timed out, or the device has no passkey for us. */
  | { kind: 'passkeyCancelled' }
  /** Refused (a wrong code): the server's message, most precise first; undefined for the page's own. */
  | { kind: 'refused'; message: string | undefined };

/** Reads an error of `POST /auth/mfa/verify`, `/auth/passkeys/login[/options]` or the browser's ceremony. */
export function factorErrorOf(error: unknown): FactorError {
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'expired' };
    if (error.status === 429) return { kind: 'rateLimited', seconds: error.retryAfterSeconds };
    if (error.status >= 500 || error.status === 0) return { kind: 'refused', message: undefined };
    return { kind: 'refused', message: Object.values(fieldErrorsOf(error))[0] ?? (error.message || undefined) };
  }
  // The WebAuthn prompt's refusals (DOMException NotAllowedError, AbortError, …) and @simplewebauthn's own.
  // (A DOMException is not an Error everywhere: read its name.)
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const said = `${String(error.name)} ${'code' in error ? String(error.code) : ''}`;
    if (/NotAllowed|Abort|Cancel|InvalidState|NotSupported|Security/i.test(said)) return { kind: 'passkeyCancelled' };
  }
  return { kind: 'refused', message: undefined };
}
