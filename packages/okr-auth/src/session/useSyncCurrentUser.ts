import { useSessionStore } from '@okr/core';
import { useMeSync } from '../lib/useMeSync';

/**
 * Keeps the stored user and organization in step with `GET /auth/me` while signed in (roles or
 * onboarding may have changed elsewhere). A 401 there runs the provider's 401 rule; a 404 means
 * the stored organization is gone and the server's default one is loaded instead.
 */
export function useSyncCurrentUser() {
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  return useMeSync(isAuthenticated);
}
