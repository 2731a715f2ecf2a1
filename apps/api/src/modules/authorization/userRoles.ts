import type { RoleRef } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, RoleRow } from '../../db/Database';

type RoleRefRow = Pick<RoleRow, 'id' | 'name' | 'role_type' | 'category' | 'organization_id'>;

export function toRoleRef(row: RoleRefRow): RoleRef {
  return {
    id: row.id,
    name: row.name,
    roleType: row.role_type,
    category: row.category,
    organizationId: row.organization_id,
  };
}

function heldRoles(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name', 'roles.role_type', 'roles.category', 'roles.organization_id'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.created_at')
    .orderBy('roles.name');
}

/**
 * The roles a user carries in a session (`user.roles`, `userRoles`): those held in the given
 * organization plus the global ones (SuperAdmin), which follow the user everywhere.
 */
export async function sessionRoles(
  db: Kysely<Database>,
  userId: string,
  organizationId: string | null,
): Promise<RoleRef[]> {
  const rows = await heldRoles(db, userId)
    .where((eb) =>
      organizationId === null
        ? eb('roles.organization_id', 'is', null)
        : eb.or([eb('roles.organization_id', 'is', null), eb('roles.organization_id', '=', organizationId)]),
    )
    .execute();
  return rows.map(toRoleRef);
}

/** The roles a user holds in each of the given organizations (global roles excluded). */
export async function rolesByOrganization(
  db: Kysely<Database>,
  userId: string,
  organizationIds: string[],
): Promise<Map<string, RoleRef[]>> {
  const byOrganization = new Map<string, RoleRef[]>(organizationIds.map((id) => [id, []]));
  if (organizationIds.length === 0) return byOrganization;
  const rows = await heldRoles(db, userId).where('roles.organization_id', 'in', organizationIds).execute();
  for (const row of rows) {
    if (row.organization_id) byOrganization.get(row.organization_id)?.push(toRoleRef(row));
  }
  return byOrganization;
}

export async function isSuperAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await heldRoles(db, userId)
    .where('roles.organization_id', 'is', null)
    .where('roles.role_type', '=', 'SuperAdmin')
    .where('roles.category', '=', 'System')
    .executeTakeFirst();
  return row !== undefined;
}
