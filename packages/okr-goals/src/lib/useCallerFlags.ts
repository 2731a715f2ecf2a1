import { useSyncCurrentUser } from '@okr/auth/session';

/**
 * An embedded screen reads the caller's effective flags (`/auth/me`) itself, so its buttons follow
 * `useCan()` without the host's guard; inside the host it shares the guard's query.
 */
export function useCallerFlags() {
  useSyncCurrentUser();
}
