// Entry point `@okr/auth/session`: the signed-in session's hooks and nothing else (no components, no
// strings, no lazy panels). @okr/settings and @okr/goals import from here, never from the root:
// the root's barrel reaches panels that load parts on demand, and a bundler that splits code keeps
// every `import()` it meets, so a root import made each settings and goals entry pay for the
// second-factor panel and the whole auth catalog (bench/size.mjs, 2026-11-29).
export { useSession, useCurrentUser, useCurrentOrganization, useIsAuthenticated } from '../session/useSession';
export type { SessionView } from '../session/useSession';
export { useSyncCurrentUser } from '../session/useSyncCurrentUser';
export { useRefreshSession } from '../session/useRefreshSession';
export { useLogout } from '../lib/useLogout';
export { meQuery } from '../lib/meQuery';
export { useSwitchOrganization, userOrganizationsQuery } from '../organization-switcher/api';
export { openSsoTestWindow } from '../lib/sso/ssoTestWindow';
export { isSuperAdmin, hasRole, homePathFor } from '../lib/rolePredicates';
