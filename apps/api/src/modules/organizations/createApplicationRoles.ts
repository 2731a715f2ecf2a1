import { randomUUID } from 'node:crypto';
import { defaultRolePermissions, organizationRoleTypes } from '@okr/contract';
import type { OrganizationRoleType, PermissionDomain, PermissionFlags } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

const descriptions: Record<OrganizationRoleType, string> = {
  Admin: 'Full access to the organization, its settings and its members',
  Editor: 'Creates and edits objectives, key results and initiatives',
  Viewer: 'Reads objectives, key results and initiatives',
};

export type ApplicationRoleIds = Record<OrganizationRoleType, string>;

/**
 * Creates the three Application roles every organization starts with (Admin, Editor, Viewer)
 * and their default permission rows. Run it inside the transaction that creates the organization.
 */
export async function createApplicationRoles(
  db: Kysely<Database>,
  organizationId: string,
): Promise<ApplicationRoleIds> {
  const ids = Object.fromEntries(organizationRoleTypes.map((type) => [type, randomUUID()])) as ApplicationRoleIds;
  await scoped(db, organizationId)
    .insertInto(
      'roles',
      organizationRoleTypes.map((type) => ({
        id: ids[type],
        name: type,
        description: descriptions[type],
        role_type: type,
        category: 'Application' as const,
      })),
    )
    .execute();
  const permissionRows = organizationRoleTypes.flatMap((type) =>
    (Object.entries(defaultRolePermissions[type]) as [PermissionDomain, PermissionFlags][]).map(([domain, flags]) => ({
      id: randomUUID(),
      role_id: ids[type],
      domain_name: domain,
      can_create: flags.canCreate,
      can_read: flags.canRead,
      can_update: flags.canUpdate,
      can_delete: flags.canDelete,
    })),
  );
  await db.insertInto('role_permissions').values(permissionRows).execute();
  return ids;
}
