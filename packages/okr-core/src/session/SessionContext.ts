import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionStoreApi } from './createSessionStore';
import type { SessionStore } from './sessionTypes';

export const SessionContext = /* @__PURE__ */ createContext<SessionStoreApi | null>(null);

/** The provider's session store itself, for actions outside render (`getState().logout()`). */
export function useSessionStoreApi(): SessionStoreApi {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <OkrProvider>');
  return store;
}

/** Subscribes to a slice of the session: `useSessionStore((s) => s.user)`. */
export function useSessionStore<T>(selector: (state: SessionStore) => T): T {
  return useStore(useSessionStoreApi(), selector);
}
