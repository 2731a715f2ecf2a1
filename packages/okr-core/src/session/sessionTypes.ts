import type {
  AuthSessionResponse,
  EffectivePermissions,
  Organization,
  RefreshResponse,
  RoleRef,
  User,
  UserOrganization,
} from '@okr/contract';

/** What the session holds (product-spec §3). `organizations` and `permissions` live in memory only. */
export interface SessionState {
  user: User | null;
  organization: Organization | null;
  organizations: UserOrganization[];
  /** The caller's effective flags in the current organization, from /auth/me or the switch answer. */
  permissions: EffectivePermissions | null;
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
  setPermissions: (permissions: EffectivePermissions | null) => void;
  setTokens: (tokens: RefreshResponse) => void;
  /** Clears the session, the separately stored tokens and the persisted session. */
  logout: () => void;
}

export type SessionStore = SessionState & SessionActions;

/** The part written to the session key (`auth-storage` by default). */
export type PersistedSession = Omit<SessionState, 'organizations' | 'permissions'>;
