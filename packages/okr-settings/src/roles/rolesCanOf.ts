import { canDo } from '@okr/contract';
import type { EffectivePermissions, Role } from '@okr/contract';
import { isEditableRole } from '../lib/roleQueries';

/** What the caller may do in the roles table; the server decides the same way and enforces it. */
export interface RolesCan {
  /** Create a Custom role (`settings:create`). */
  create: boolean;
  /** Rename or describe a role (`settings:update`); only Custom roles (spec §6). */
  edit: (role: Pick<Role, 'category'>) => boolean;
  /** Delete a role (`settings:delete`); only Custom roles (spec §6). */
  remove: (role: Pick<Role, 'category'>) => boolean;
}

/** The roles table's permission answers from the caller's flags; nothing until they are known. */
export function rolesCanOf(permissions: EffectivePermissions | null | undefined): RolesCan {
  const mayUpdate = canDo(permissions, 'settings', 'update');
  const mayDelete = canDo(permissions, 'settings', 'delete');
  return {
    create: canDo(permissions, 'settings', 'create'),
    edit: (role) => mayUpdate && isEditableRole(role),
    remove: (role) => mayDelete && isEditableRole(role),
  };
}
