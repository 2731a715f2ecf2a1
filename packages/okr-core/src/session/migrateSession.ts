import type { Organization, User } from '@okr/contract';
import type { PersistedSession } from './sessionTypes';

export const SESSION_VERSION = 1;

/**
 * Version 0 of `auth-storage` named the access token `token`, kept no refresh token in the
 * session and could lack `isAuthenticated`. Anything unreadable becomes a signed-out session
 * rather than a crash on startup.
 */
interface SessionV0 {
  user?: User | null;
  organization?: Organization | null;
  token?: string | null;
  accessToken?: string | null;
  refreshToken?: string | null;
  isAuthenticated?: boolean;
}

export const emptyPersistedSession: PersistedSession = {
  user: null,
  organization: null,
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function migrateSession(persisted: unknown, version: number): PersistedSession {
  if (!isRecord(persisted)) return { ...emptyPersistedSession };
  if (version === 0) {
    const old = persisted as SessionV0;
    const accessToken = old.accessToken ?? old.token ?? null;
    return {
      user: old.user ?? null,
      organization: old.organization ?? null,
      accessToken,
      refreshToken: old.refreshToken ?? null,
      isAuthenticated: old.isAuthenticated ?? Boolean(accessToken),
    };
  }
  return { ...emptyPersistedSession, ...(persisted as Partial<PersistedSession>) };
}
