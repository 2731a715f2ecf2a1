import { defaultRolePermissions, effectivePermissions, organizationRoleTypes } from '@okr/contract';
import type { EffectivePermissions, OrganizationRoleType, PermissionDomain, PermissionFlags } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { RoleRecord } from './records';

/** The three Application roles and their default permission rows, as every new organization gets them. */
export function createApplicationRoles(db: MockDb, organizationId: string): Record<OrganizationRoleType, RoleRecord> {
  const createdAt = db.now();
  const entries = organizationRoleTypes.map((roleType) => {
    const role = db.roles.insert({
      id: db.nextId('role'),
      name: roleType,
      description: null,
      roleType,
      category: 'Application',
      organizationId,
      createdAt,
    });
    for (const [domainName, flags] of Object.entries(defaultRolePermissions[roleType])) {
      db.rolePermissions.insert({ id: db.nextId('perm'), roleId: role.id, domainName: domainName as PermissionDomain, ...flags });
    }
    return [roleType, role] as const;
  });
  return Object.fromEntries(entries) as Record<OrganizationRoleType, RoleRecord>;
}

/** The global SuperAdmin role (System category, no organization); created once per db. */
export function ensureSuperAdminRole(db: MockDb): RoleRecord {
  return (
    db.roles.find((role) => role.roleType === 'SuperAdmin' && role.category === 'System') ??
    db.roles.insert({
      id: db.nextId('role'),
      name: 'SuperAdmin',
      description: 'Global administrator',
      roleType: 'SuperAdmin',
      category: 'System',
      organizationId: null,
      createdAt: db.now(),
    })
  );
}

export function assignRole(db: MockDb, userId: string, roleId: string): void {
  if (db.userRoles.find((row) => row.userId === userId && row.roleId === roleId)) return;
  db.userRoles.insert({ id: db.nextId('user-role'), userId, roleId });
}

/** The roles a user holds inside one organization (global roles excluded). */
export function rolesInOrganization(db: MockDb, userId: string, organizationId: string): RoleRecord[] {
  const held = new Set(db.userRoles.filter((row) => row.userId === userId).map((row) => row.roleId));
  return db.roles.filter((role) => held.has(role.id) && role.organizationId === organizationId);
}

/** Spec §6: a role of type SuperAdmin in category System, the global one; the type alone is not enough. */
export function isSuperAdmin(db: MockDb, userId: string): boolean {
  const held = new Set(db.userRoles.filter((row) => row.userId === userId).map((row) => row.roleId));
  return db.roles
    .all()
    .some((role) => held.has(role.id) && role.roleType === 'SuperAdmin' && role.category === 'System' && role.organizationId === null);
}

/** The caller's effective flags in an organization, under the contract's Admin rule. */
export function permissionsIn(db: MockDb, userId: string, organizationId: string | null): EffectivePermissions {
  const roles = organizationId ? rolesInOrganization(db, userId, organizationId) : [];
  return effectivePermissions(
    roles.map((role) => ({ ...role, rows: db.rolePermissions.filter((row) => row.roleId === role.id) })),
  );
}

/** Whether the user's roles in an organization grant one flag for a domain. */
export function hasPermission(
  db: MockDb,
  userId: string,
  organizationId: string,
  domain: PermissionDomain,
  flag: keyof PermissionFlags,
): boolean {
  return permissionsIn(db, userId, organizationId)[domain][flag];
}

