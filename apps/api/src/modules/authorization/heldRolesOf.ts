import type { HeldRole, PermissionDomain, PermissionFlags, RoleRef } from '@okr/contract';

export type PermissionGrant = { roleId: string; domainName: PermissionDomain } & PermissionFlags;

/**
 * The roles of one organization with their permission rows, in the shape the contract's
 * `effectivePermissions` (the Admin rule) takes. A role without rows still counts: the default
 * Admin role holds every flag whatever its rows say.
 */
export function heldRolesOf(roles: readonly Pick<RoleRef, 'id' | 'roleType' | 'category'>[], grants: readonly PermissionGrant[]): HeldRole[] {
  return roles.map((role) => ({
    roleType: role.roleType,
    category: role.category,
    rows: grants
      .filter((grant) => grant.roleId === role.id)
      .map(({ domainName, canCreate, canRead, canUpdate, canDelete }) => ({
        domainName,
        canCreate: canCreate === true,
        canRead: canRead === true,
        canUpdate: canUpdate === true,
        canDelete: canDelete === true,
      })),
  }));
}
