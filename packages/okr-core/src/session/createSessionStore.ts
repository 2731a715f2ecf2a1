import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { SESSION_VERSION, emptyPersistedSession, migrateSession } from './migrateSession';
import type { PersistedSession, SessionState, SessionStore } from './sessionTypes';
import { SESSION_STORAGE_KEY, createTokenStorage } from '../lib/tokenStorage';
import type { SessionPersistence, TokenStorage } from '../lib/tokenStorage';

export type SessionStoreApi = StoreApi<SessionStore> & {
  persist: { clearStorage: () => void; rehydrate: () => Promise<void> | void };
  /** Where this store keeps the session and the separately stored tokens. */
  tokenStorage: TokenStorage;
};

export interface CreateSessionStoreOptions {
  /** The persisted session's key (default `auth-storage`); the separate token keys derive from it. */
  storageKey?: string;
  /** `memory` keeps the session for this page only (nothing is read from or written to storage). */
  persistence?: SessionPersistence;
  /**
   * Seeds the store (stories, tests). A seeded store lives in memory only: it neither reads nor
   * writes localStorage, so one story's session never leaks into the next.
   */
  initialSession?: Partial<SessionState>;
}

const emptySession: SessionState = { ...emptyPersistedSession, organizations: [], permissions: null };

/** One store per provider instance, so two embeds on a page never share a session by accident. */
export function createSessionStore(options: CreateSessionStoreOptions = {}): SessionStoreApi {
  const seed = options.initialSession;
  const tokenStorage = createTokenStorage(
    options.storageKey ?? SESSION_STORAGE_KEY,
    seed !== undefined ? 'memory' : (options.persistence ?? 'local'),
  );
  const persisted = createStore<SessionStore>()(
    persist(
      (set) => ({
        ...emptySession,
        setSession: ({ user, organization, accessToken, refreshToken }) => {
          tokenStorage.writeTokens(accessToken, refreshToken);
          set({ user, organization, accessToken, refreshToken, isAuthenticated: true });
        },
        setUser: (user) => set({ user }),
        setOrganization: (organization) => set({ organization }),
        setOrganizations: (organizations) => set({ organizations }),
        setUserRoles: (roles) => set((state) => (state.user ? { user: { ...state.user, roles } } : {})),
        setPermissions: (permissions) => set({ permissions }),
        setTokens: ({ accessToken, refreshToken }) => {
          tokenStorage.writeTokens(accessToken, refreshToken);
          set({ accessToken, refreshToken, isAuthenticated: true });
        },
        logout: () => {
          set({ ...emptySession });
          // After the set, so the persist middleware's write is removed too.
          tokenStorage.clear();
        },
      }),
      {
        name: tokenStorage.sessionKey,
        version: SESSION_VERSION,
        storage: createJSONStorage(() => tokenStorage.storage),
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
  );
  const store = Object.assign(persisted, { tokenStorage }) as SessionStoreApi;

  if (seed) store.setState(seed);
  applyStartupRule(store);
  return store;
}

/** Spec §4: on startup, a token that exists while the flag says signed out means signed in. */
function applyStartupRule(store: SessionStoreApi): void {
  const state = store.getState();
  if (state.isAuthenticated) return;
  const accessToken = state.accessToken ?? store.tokenStorage.readAccessToken();
  if (!accessToken) return;
  store.setState({
    accessToken,
    refreshToken: state.refreshToken ?? store.tokenStorage.readRefreshToken(),
    isAuthenticated: true,
  });
}
