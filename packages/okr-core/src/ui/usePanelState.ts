import { useSessionStore } from '../session/SessionContext';
import { panelStateOf } from './panelState';
import type { PanelState } from './panelState';

/**
 * A list's `data-state` from its query, with the session: without one (never signed in, or the store
 * was cleared once a refresh failed) the list says `signed-out` instead of waiting for data forever.
 */
export function usePanelState(input: { hasData: boolean; isEmpty: boolean; error: unknown }): PanelState {
  const signedOut = useSessionStore((s) => !s.isAuthenticated && s.accessToken === null);
  return panelStateOf({ ...input, signedOut });
}
