import { permissionDomains } from '@okr/contract';
import type { Role, RolePermission } from '@okr/contract';
import type { MatrixLine } from './PermissionTable';
import type { RolePermissionsCan } from './rolePermissionsCanOf';
import { compareRoles } from './sortRoles';

const domainRank = new Map<string, number>(permissionDomains.map((domain, index) => [domain, index]));

/**
 * Spec §2: the matrix's lines, grouped by role (System first, then alphabetical), domains in the
 * spec's order; `roleId` set shows one role's rows only. A row the caller may not switch is locked.
 */
export function matrixLinesOf(
  rows: readonly RolePermission[],
  roles: ReadonlyMap<string, Role>,
  unknownRole: string,
  roleId: string | null,
  can: RolePermissionsCan,
): MatrixLine[] {
  const groups = new Map<string, RolePermission[]>();
  for (const row of rows) {
    if (roleId !== null && row.roleId !== roleId) continue;
    const group = groups.get(row.roleId);
    if (group) group.push(row);
    else groups.set(row.roleId, [row]);
  }
  const describe = (id: string) => roles.get(id) ?? { name: unknownRole, category: 'Custom' as const };
  const ordered = [...groups.keys()].sort((a, b) => compareRoles(describe(a), describe(b)) || a.localeCompare(b));
  return ordered.flatMap((id) => {
    const locked = !can.edit(roles.get(id));
    // Unknown role or not: when the caller may edit no role at all, the lock is theirs, not the role's.
    const readOnly = locked && !can.edit(undefined);
    const name = describe(id).name;
    const group = (groups.get(id) ?? []).sort((a, b) => (domainRank.get(a.domainName) ?? 99) - (domainRank.get(b.domainName) ?? 99));
    return group.map((row, index) => ({ row, roleName: name, first: index === 0, locked, readOnly }));
  });
}
