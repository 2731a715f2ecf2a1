import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@okr/contract';
import type { SsoStartAnswer, SsoStartInput } from '@okr/contract';
import { isApiError, useApiClient } from '@okr/core';

/**
 * `POST /auth/sso/start`: where to send the browser for this email's single sign-on. A 404 means
 * the email's domain has no verified connection (sign in with a password).
 */
export function useSsoStart() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: SsoStartInput) => api.post<SsoStartAnswer>(authPaths.ssoStart, body),
  });
}

/** True for the answer that says "no single sign-on for this email": sign in with a password. */
export function isSsoUnavailable(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** True for a password sign-in or reset refused because the domain enforces single sign-on. */
export function isSsoRequired(error: unknown): boolean {
  return isApiError(error) && error.code === 'SSO_REQUIRED';
}

/** How the page leaves for the provider; a prop so stories and tests stay on the page. */
export type SsoRedirect = (url: string) => void;

export const browserSsoRedirect: SsoRedirect = (url) => window.location.assign(url);
