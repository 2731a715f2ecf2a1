import type {
  AuthSessionResponse,
  Organization,
  RefreshResponse,
  RoleRef,
  User,
  UserOrganization,
} from '@okr/contract';

/** What the session holds (product-spec §3). `organizations` is kept in memory only. */
export interface SessionState {
  user: User | null;
  organization: Organization | null;
  organizations: UserOrganization[];
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

export interface SessionActions {
  /** Stores the answer of login or register. */
  setSession: (session: AuthSessionResponse) => void;
  setUser: (user: User) => void;
  setOrganization: (organization: Organization | null) => void;
  setOrganizations: (organizations: UserOrganization[]) => void;
  setUserRoles: (roles: RoleRef[]) => void;
  setTokens: (tokens: RefreshResponse) => void;
  /** Clears the session, the separately stored tokens and the persisted `auth-storage`. */
  logout: () => void;
}

export type SessionStore = SessionState & SessionActions;

/** The part written to `auth-storage`. */
export type PersistedSession = Omit<SessionState, 'organizations'>;
