import { permissionDomains } from '@okr/contract';
import type { PermissionDomain, PermissionFlags } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

export type PermissionAction = 'create' | 'read' | 'update' | 'delete';
export type PermissionSet = Record<PermissionDomain, PermissionFlags>;

const none: PermissionFlags = { canCreate: false, canRead: false, canUpdate: false, canDelete: false };
const all: PermissionFlags = { canCreate: true, canRead: true, canUpdate: true, canDelete: true };

export const flagOf = {
  create: 'canCreate',
  read: 'canRead',
  update: 'canUpdate',
  delete: 'canDelete',
} as const satisfies Record<PermissionAction, keyof PermissionFlags>;

/**
 * What a user may do in an organization: the union of the flags of every role they hold there.
 * A role of type Admin holds every flag whatever its rows say (its rows are locked anyway).
 */
export async function permissionsIn(
  db: Kysely<Database>,
  userId: string,
  organizationId: string,
): Promise<PermissionSet> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions as p', 'p.role_id', 'roles.id')
    .select(['roles.role_type', 'p.domain_name', 'p.can_create', 'p.can_read', 'p.can_update', 'p.can_delete'])
    .where('user_roles.user_id', '=', userId)
    .where('roles.organization_id', '=', organizationId)
    .execute();
  const isAdmin = rows.some((row) => row.role_type === 'Admin');
  const set = Object.fromEntries(
    permissionDomains.map((domain) => [domain, isAdmin ? all : { ...none }]),
  ) as PermissionSet;
  if (isAdmin) return set;
  for (const row of rows) {
    if (!row.domain_name) continue;
    const flags = set[row.domain_name];
    flags.canCreate ||= row.can_create === true;
    flags.canRead ||= row.can_read === true;
    flags.canUpdate ||= row.can_update === true;
    flags.canDelete ||= row.can_delete === true;
  }
  return set;
}
