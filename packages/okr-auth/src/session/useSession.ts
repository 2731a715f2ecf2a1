import { useSessionStore } from '@okr/core/headless';
import type { Organization, User, UserOrganization } from '@okr/contract';

export interface SessionView {
  user: User | null;
  organization: Organization | null;
  organizations: UserOrganization[];
  isAuthenticated: boolean;
}

/** The signed-in user, the current organization and the auth flag. */
export function useSession(): SessionView {
  const user = useSessionStore((s) => s.user);
  const organization = useSessionStore((s) => s.organization);
  const organizations = useSessionStore((s) => s.organizations);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  return { user, organization, organizations, isAuthenticated };
}

export const useCurrentUser = () => useSessionStore((s) => s.user);
export const useCurrentOrganization = () => useSessionStore((s) => s.organization);
export const useIsAuthenticated = () => useSessionStore((s) => s.isAuthenticated);
