/** Keys of the tokens kept outside `auth-storage` (spec §3: "also kept separately"). */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** Name of the persisted session in localStorage. */
export const SESSION_STORAGE_KEY = 'auth-storage';

// Storage can throw (Safari private mode, sandboxed iframes); a missing token is the safe answer.
function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredAccessToken(): string | null {
  return safeStorage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function readStoredRefreshToken(): string | null {
  return safeStorage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

export function writeStoredTokens(accessToken: string | null, refreshToken: string | null): void {
  const storage = safeStorage();
  if (!storage) return;
  if (accessToken) storage.setItem(ACCESS_TOKEN_KEY, accessToken);
  else storage.removeItem(ACCESS_TOKEN_KEY);
  if (refreshToken) storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  else storage.removeItem(REFRESH_TOKEN_KEY);
}

/** Removes both tokens and the persisted session: the storage half of the spec's 401 rule. */
export function clearStoredSession(): void {
  const storage = safeStorage();
  if (!storage) return;
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(REFRESH_TOKEN_KEY);
  storage.removeItem(SESSION_STORAGE_KEY);
}
