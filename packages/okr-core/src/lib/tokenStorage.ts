/** Name of the persisted session in localStorage (spec §3); `OkrProvider`'s `storageKey` default. */
export const SESSION_STORAGE_KEY = 'auth-storage';
/** Every key we write besides the session itself starts with this, so we never touch a host's keys. */
export const STORAGE_PREFIX = 'okr:';

/** Where a provider keeps its session: the browser's localStorage, or memory only (nothing persists). */
export type SessionPersistence = 'local' | 'memory';

/**
 * The storage of one provider's session: the persisted session under `sessionKey`, and the tokens
 * the spec also keeps separately under keys derived from it (`okr:auth-storage:access-token`).
 * It reads only keys it writes: a host's own `accessToken` is never sent to our API.
 */
export interface TokenStorage {
  readonly sessionKey: string;
  readonly accessTokenKey: string;
  readonly refreshTokenKey: string;
  /** The Storage behind the persisted session (localStorage, or a private in-memory one). */
  readonly storage: Storage;
  readAccessToken(): string | null;
  readRefreshToken(): string | null;
  writeTokens(accessToken: string | null, refreshToken: string | null): void;
  /** Removes both tokens and the persisted session: the storage half of the spec's 401 rule. */
  clear(): void;
}

export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Storage can be missing (a server render) or throw (Safari private mode, sandboxed iframes).
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function tolerant(storage: Storage): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota or privacy mode: the session lives in memory for this page.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove where nothing could be written.
      }
    },
  };
}

export function tokenKeysOf(sessionKey: string) {
  return {
    accessTokenKey: `${STORAGE_PREFIX}${sessionKey}:access-token`,
    refreshTokenKey: `${STORAGE_PREFIX}${sessionKey}:refresh-token`,
  };
}

/** One provider's storage; memory when asked, or when the browser has no usable localStorage. */
export function createTokenStorage(
  sessionKey: string = SESSION_STORAGE_KEY,
  persistence: SessionPersistence = 'local',
): TokenStorage {
  const storage = (persistence === 'local' ? browserStorage() : null) ?? createMemoryStorage();
  const safe = tolerant(storage);
  const { accessTokenKey, refreshTokenKey } = tokenKeysOf(sessionKey);
  const put = (key: string, value: string | null) => (value ? safe.setItem(key, value) : safe.removeItem(key));
  return {
    sessionKey,
    accessTokenKey,
    refreshTokenKey,
    storage,
    readAccessToken: () => safe.getItem(accessTokenKey),
    readRefreshToken: () => safe.getItem(refreshTokenKey),
    writeTokens(accessToken, refreshToken) {
      put(accessTokenKey, accessToken);
      put(refreshTokenKey, refreshToken);
    },
    clear() {
      safe.removeItem(accessTokenKey);
      safe.removeItem(refreshTokenKey);
      safe.removeItem(sessionKey);
    },
  };
}
