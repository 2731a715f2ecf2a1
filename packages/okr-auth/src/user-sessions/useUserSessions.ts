import { useQuery } from '@tanstack/react-query';
import type { Session } from '@okr/contract';
import { isApiError, useApiClient, useSessionStore } from '@okr/core/headless';
import { accountQueries } from '../lib/accountQueries';
import { accountActionOf } from '../lib/accountAction';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { useEndOtherSessions, useEndSession } from './api';

export interface UserSessionsData {
  /** `empty`: this sign-in is the only one. */
  state: AccountPanelState;
  /** Newest use first; the current one among them (`current: true`). */
  sessions: Session[];
  endSession: (sessionId: string) => void;
  endOtherSessions: () => void;
  retry: () => void;
  /** The session being ended, while it is. */
  endingId: string | null;
  actions: { endOne: AccountAction; endOthers: AccountAction };
}

/** My account → Sessions without a view: where the user is signed in, and the way to end it. */
export function useUserSessions(): UserSessionsData {
  const api = useApiClient();
  const userId = useSessionStore((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const query = useQuery({ ...accountQueries.sessions(api, userId ?? ''), enabled: userId !== null });
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const sessions = query.data ?? [];
  const signedOut = userId === null || (isApiError(query.error) && query.error.status === 401);
  const state: AccountPanelState = signedOut
    ? 'signed-out'
    : query.data
      ? sessions.some((session) => !session.current)
        ? 'ready'
        : 'empty'
      : query.isError
        ? 'error'
        : 'loading';
  return {
    state,
    sessions,
    endSession: (sessionId) => endOne.mutate(sessionId),
    endOtherSessions: () => endOthers.mutate(),
    retry: () => void query.refetch(),
    endingId: endOne.isPending ? (endOne.variables ?? null) : null,
    actions: { endOne: accountActionOf(endOne), endOthers: accountActionOf(endOthers) },
  };
}
