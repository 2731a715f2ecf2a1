/**
 * The caches spec §4 invalidates on an organization switch, by the names the spec gives them.
 * Every key starts with `['org', orgId]`, so one organization's data can never be served as
 * another's.
 */
export const organizationCacheNames = [
  'objectives',
  'keyResults',
  'initiatives',
  'users',
  'roles',
  'user-organizations',
  'user-invitation',
  'user-roles',
  'role-permissions',
  'config-options',
  'organizations',
] as const;
export type OrganizationCacheName = (typeof organizationCacheNames)[number];

/** `null` while no organization is current (a user who belongs to none). */
export type OrgId = string | null;
export type OrganizationQueryKey<N extends OrganizationCacheName = OrganizationCacheName> = readonly [
  'org',
  OrgId,
  N,
  ...unknown[],
];

function scoped<N extends OrganizationCacheName>(name: N) {
  return (orgId: OrgId, ...rest: unknown[]): OrganizationQueryKey<N> => ['org', orgId, name, ...rest];
}

export const queryKeys = {
  organization: (orgId: OrgId) => ['org', orgId] as const,
  objectives: scoped('objectives'),
  keyResults: scoped('keyResults'),
  initiatives: scoped('initiatives'),
  users: scoped('users'),
  roles: scoped('roles'),
  userOrganizations: scoped('user-organizations'),
  userInvitation: scoped('user-invitation'),
  userRoles: scoped('user-roles'),
  rolePermissions: scoped('role-permissions'),
  configOptions: scoped('config-options'),
  organizations: scoped('organizations'),
  /**
   * The signed-in user (`GET /auth/me`), per current organization: the user's roles differ between
   * organizations, and an answer for the previous organization must never land after a switch.
   */
  me: (orgId: OrgId = null) => ['session', 'me', orgId] as const,
  /** The super-administrator area (`/admin/**`): product-wide, in no organization, so a switch keeps it. */
  admin: (...rest: unknown[]) => ['admin', ...rest] as const,
};

export function isOrganizationCacheKey(key: readonly unknown[]): boolean {
  return (
    key[0] === 'org' &&
    key.length >= 3 &&
    (organizationCacheNames as readonly unknown[]).includes(key[2])
  );
}
