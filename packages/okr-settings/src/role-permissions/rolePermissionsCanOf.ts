import { canDo, isLockedAdminRole } from '@okr/contract';
import type { EffectivePermissions, Role } from '@okr/contract';

/** What the caller may do in the role permission matrix; the server decides the same way and enforces it. */
export interface RolePermissionsCan {
  /** Add a role's row for a domain it has none for (`settings:create`). */
  create: boolean;
  /**
   * Switch a row's flags (`settings:update`); never a row of the default Admin role, whose flags are
   * locked (the contract's Admin rule). A row whose role is unknown (not in the roles answer) counts as not locked.
   */
  edit: (role: Pick<Role, 'roleType' | 'category'> | undefined) => boolean;
  /** Delete a row (`settings:delete`); never one of the default Admin role. */
  remove: (role: Pick<Role, 'roleType' | 'category'> | undefined) => boolean;
}

const lockedRole = (role: Pick<Role, 'roleType' | 'category'> | undefined) => (role ? isLockedAdminRole(role) : false);

/** The matrix's permission answers from the caller's flags; nothing until they are known. */
export function rolePermissionsCanOf(permissions: EffectivePermissions | null | undefined): RolePermissionsCan {
  const mayUpdate = canDo(permissions, 'settings', 'update');
  const mayDelete = canDo(permissions, 'settings', 'delete');
  return {
    create: canDo(permissions, 'settings', 'create'),
    edit: (role) => mayUpdate && !lockedRole(role),
    remove: (role) => mayDelete && !lockedRole(role),
  };
}
