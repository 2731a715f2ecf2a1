// Entry point `@okr/auth/user-sessions`: My account → Sessions (every sign-in; end one or all others).
export { UserSessions } from '../user-sessions/UserSessions';
export { UserSessionsView } from '../user-sessions/UserSessionsView';
export type { UserSessionsViewProps } from '../user-sessions/UserSessionsView';
export { useUserSessions } from '../user-sessions/useUserSessions';
export type { UserSessionsData } from '../user-sessions/useUserSessions';
export { useEndSession, useEndOtherSessions } from '../user-sessions/api';
export { accountQueries } from '../lib/accountQueries';
export type { AccountAction, AccountPanelState } from '../lib/accountAction';
