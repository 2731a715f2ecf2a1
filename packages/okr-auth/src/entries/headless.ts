// Entry point `@okr/auth/headless`: the auth hooks with no view, no Radix, no CSS and no strings
// (issue 34), for a host that draws everything in its own markup. They need an `OkrProvider` above.
// `scripts/headlessEntries.test.ts` bundles it and checks; bench/size.mjs measures it.
export { useOrganizationSwitcher } from '../organization-switcher/useOrganizationSwitcher';
export type { OrganizationSwitcherData, UseOrganizationSwitcherOptions } from '../organization-switcher/useOrganizationSwitcher';
export { useSession, useCurrentUser, useCurrentOrganization, useIsAuthenticated } from '../session/useSession';
export type { SessionView } from '../session/useSession';
export { useUserProfile } from '../user-profile/useUserProfile';
export type { UserProfileData, UserProfileNames, UseUserProfileOptions } from '../user-profile/useUserProfile';
export { useUserSecurity } from '../user-security/useUserSecurity';
export type { UserSecurityData } from '../user-security/useUserSecurity';
export { useUserSessions } from '../user-sessions/useUserSessions';
export type { UserSessionsData } from '../user-sessions/useUserSessions';
export { useNotifications } from '../notifications/useNotifications';
export type { NotificationsData } from '../notifications/useNotifications';
export type { AccountAction, AccountPanelState } from '../lib/accountAction';
