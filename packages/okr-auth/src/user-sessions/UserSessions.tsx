import { useUserSessions } from './useUserSessions';
import { UserSessionsView } from './UserSessionsView';

/** My account → Sessions: every sign-in of the user; end one, or all but this one. */
export function UserSessions() {
  const sessions = useUserSessions();
  return (
    <UserSessionsView
      state={sessions.state}
      sessions={sessions.sessions}
      onEndSession={sessions.endSession}
      onEndOtherSessions={sessions.endOtherSessions}
      onRetry={sessions.retry}
      endingId={sessions.endingId}
      actions={sessions.actions}
    />
  );
}
