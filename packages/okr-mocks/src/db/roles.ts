import { defaultRolePermissions, organizationRoleTypes } from '@okr/contract';
import type { OrganizationRoleType, PermissionDomain, PermissionFlags } from '@okr/contract';
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

export function isSuperAdmin(db: MockDb, userId: string): boolean {
  const held = new Set(db.userRoles.filter((row) => row.userId === userId).map((row) => row.roleId));
  return db.roles.all().some((role) => held.has(role.id) && role.roleType === 'SuperAdmin');
}

/** The union of the user's roles' flags for a domain in an organization; Admin always holds all. */
export function hasPermission(
  db: MockDb,
  userId: string,
  organizationId: string,
  domain: PermissionDomain,
  flag: keyof PermissionFlags,
): boolean {
  return rolesInOrganization(db, userId, organizationId).some(
    (role) =>
      role.roleType === 'Admin' ||
      db.rolePermissions.find((row) => row.roleId === role.id && row.domainName === domain)?.[flag] === true,
  );
}
