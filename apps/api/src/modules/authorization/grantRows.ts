import { effectivePermissions } from '@okr/contract';
import type { EffectivePermissions, PermissionDomain, RoleCategory, RoleRef, RoleType } from '@okr/contract';
import { sql } from 'kysely';
import { heldRolesOf } from './heldRolesOf';
import type { PermissionGrant } from './heldRolesOf';

/** One row of the grants aggregate: a role held, with one of its permission rows (or none). */
export interface GrantJson {
  id: string;
  name: string;
  roleType: string;
  category: string;
  organizationId: string | null;
  domainName: string | null;
  canCreate: boolean | null;
  canRead: boolean | null;
  canUpdate: boolean | null;
  canDelete: boolean | null;
}

/**
 * One `GrantJson`, over `roles as r` left joined with `role_permissions as p`: the object both
 * aggregates build (the guard's `loadAccess`, `memberGrants`), written once.
 */
export const grantObject = sql`json_build_object('id', r.id, 'name', r.name, 'roleType', r.role_type, 'category', r.category,
  'organizationId', r.organization_id, 'domainName', p.domain_name, 'canCreate', p.can_create, 'canRead', p.can_read,
  'canUpdate', p.can_update, 'canDelete', p.can_delete)`;

/**
 * The roles held and their permission rows out of the grants aggregate (`json_agg` of roles left
 * joined with their rows). Rows of global roles (SuperAdmin) carry no organization's flags.
 */
export function grantRows(grants: readonly GrantJson[] | null): { roles: RoleRef[]; rows: PermissionGrant[] } {
  const roles = new Map<string, RoleRef>();
  const rows: PermissionGrant[] = [];
  for (const grant of grants ?? []) {
    if (!roles.has(grant.id)) {
      roles.set(grant.id, {
        id: grant.id,
        name: grant.name,
        roleType: grant.roleType as RoleType,
        category: grant.category as RoleCategory,
        organizationId: grant.organizationId,
      });
    }
    if (grant.domainName === null || grant.organizationId === null) continue;
    rows.push({
      roleId: grant.id,
      domainName: grant.domainName as PermissionDomain,
      canCreate: grant.canCreate === true,
      canRead: grant.canRead === true,
      canUpdate: grant.canUpdate === true,
      canDelete: grant.canDelete === true,
    });
  }
  return { roles: [...roles.values()], rows };
}

/** The effective flags in one organization from the roles held there (the Admin rule of the contract). */
export function organizationPermissions(roles: readonly RoleRef[], rows: readonly PermissionGrant[]): EffectivePermissions {
  return effectivePermissions(heldRolesOf(roles.filter((role) => role.organizationId !== null), rows));
}
