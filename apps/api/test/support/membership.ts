import { randomUUID } from 'node:crypto';
import type { MembershipType, OrganizationRoleType, PermissionDomain, PermissionFlags } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { scoped } from '../../src/db/scoped';
import { addMember } from '../../src/modules/organizations/memberships';

/** Id of one of an organization's Application roles (Admin, Editor, Viewer). */
export async function applicationRoleId(
  db: Kysely<Database>,
  organizationId: string,
  roleType: OrganizationRoleType,
): Promise<string> {
  const role = await scoped(db, organizationId)
    .selectFrom('roles')
    .select('id')
    .where('role_type', '=', roleType)
    .where('category', '=', 'Application')
    .executeTakeFirstOrThrow();
  return role.id;
}

/** Makes a user a member of an organization holding one of its Application roles. */
export async function joinOrganization(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  roleType: OrganizationRoleType,
  membershipType: MembershipType = 'Member',
): Promise<void> {
  const roleId = await applicationRoleId(db, organizationId, roleType);
  await addMember(db, { organizationId, userId, membershipType, roleIds: [roleId] });
}

export type PermissionRow = { domain: PermissionDomain } & Partial<PermissionFlags>;

/**
 * Creates a Custom role in an organization with exactly the given permission rows (none: a role
 * that grants nothing) and gives it to a user. Type Admin by default, as the role dialog does.
 */
export async function grantCustomRole(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  rows: PermissionRow[] = [],
  roleType: OrganizationRoleType = 'Admin',
): Promise<string> {
  const roleId = randomUUID();
  await scoped(db, organizationId)
    .insertInto('roles', [{ id: roleId, name: `Custom ${roleId.slice(0, 8)}`, role_type: roleType, category: 'Custom' }])
    .execute();
  if (rows.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(
        rows.map((row) => permissionRowOf(roleId, row)),
      )
      .execute();
  }
  await db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
  return roleId;
}

/** The role_permissions row of `row` for a role; flags left out are false. */
function permissionRowOf(roleId: string, row: PermissionRow, id: string = randomUUID()) {
  return {
    id,
    role_id: roleId,
    domain_name: row.domain,
    can_create: row.canCreate ?? false,
    can_read: row.canRead ?? false,
    can_update: row.canUpdate ?? false,
    can_delete: row.canDelete ?? false,
  };
}

/** A Custom role of an organization (held by nobody) with one permission row; ids of both. */
export async function customRoleWithRow(
  db: Kysely<Database>,
  organizationId: string,
  row: PermissionRow = { domain: 'objectives', canRead: true },
): Promise<{ roleId: string; permissionId: string }> {
  const roleId = randomUUID();
  const permissionId = randomUUID();
  await scoped(db, organizationId)
    .insertInto('roles', [{ id: roleId, name: `Custom ${roleId.slice(0, 8)}`, role_type: 'Editor', category: 'Custom' }])
    .execute();
  await db
    .insertInto('role_permissions')
    .values(permissionRowOf(roleId, row, permissionId))
    .execute();
  return { roleId, permissionId };
}
