import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { SESSION_VERSION, emptyPersistedSession, migrateSession } from './migrateSession';
import type { PersistedSession, SessionState, SessionStore } from './sessionTypes';
import {
  SESSION_STORAGE_KEY,
  clearStoredSession,
  readStoredAccessToken,
  readStoredRefreshToken,
  writeStoredTokens,
} from '../lib/tokenStorage';

export type SessionStoreApi = StoreApi<SessionStore> & {
  persist: { clearStorage: () => void; rehydrate: () => Promise<void> | void };
};

export interface CreateSessionStoreOptions {
  /**
   * Seeds the store (stories, tests). A seeded store lives in memory only: it neither reads nor
   * writes localStorage, so one story's session never leaks into the next.
   */
  initialSession?: Partial<SessionState>;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const emptySession: SessionState = { ...emptyPersistedSession, organizations: [] };

/** One store per provider instance, so two embeds on a page never share a session by accident. */
export function createSessionStore(options: CreateSessionStoreOptions = {}): SessionStoreApi {
  const seed = options.initialSession;
  const inMemory = seed !== undefined;
  const storage = inMemory ? memoryStorage() : localStorage;
  const writeTokens = (accessToken: string | null, refreshToken: string | null) => {
    if (!inMemory) writeStoredTokens(accessToken, refreshToken);
  };
  const store = createStore<SessionStore>()(
    persist(
      (set) => ({
        ...emptySession,
        setSession: ({ user, organization, accessToken, refreshToken }) => {
          writeTokens(accessToken, refreshToken);
          set({ user, organization, accessToken, refreshToken, isAuthenticated: true });
        },
        setUser: (user) => set({ user }),
        setOrganization: (organization) => set({ organization }),
        setOrganizations: (organizations) => set({ organizations }),
        setUserRoles: (roles) => set((state) => (state.user ? { user: { ...state.user, roles } } : {})),
        setTokens: ({ accessToken, refreshToken }) => {
          writeTokens(accessToken, refreshToken);
          set({ accessToken, refreshToken, isAuthenticated: true });
        },
        logout: () => {
          set({ ...emptySession });
          // After the set, so the persist middleware's write is removed too.
          if (inMemory) storage.removeItem(SESSION_STORAGE_KEY);
          else clearStoredSession();
        },
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: SESSION_VERSION,
        storage: createJSONStorage(() => storage),
        migrate: migrateSession,
        partialize: ({ user, organization, accessToken, refreshToken, isAuthenticated }): PersistedSession => ({
          user,
          organization,
          accessToken,
          refreshToken,
          isAuthenticated,
        }),
      },
    ),
  ) as SessionStoreApi;

  if (seed) store.setState(seed);
  applyStartupRule(store, inMemory);
  return store;
}

/** Spec §4: on startup, a token that exists while the flag says signed out means signed in. */
function applyStartupRule(store: SessionStoreApi, inMemory: boolean): void {
  const state = store.getState();
  if (state.isAuthenticated) return;
  const accessToken = state.accessToken ?? (inMemory ? null : readStoredAccessToken());
  if (!accessToken) return;
  store.setState({
    accessToken,
    refreshToken: state.refreshToken ?? (inMemory ? null : readStoredRefreshToken()),
    isAuthenticated: true,
  });
}
