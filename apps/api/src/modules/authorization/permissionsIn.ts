import { effectivePermissions } from '@okr/contract';
import type { EffectivePermissions, HeldRole } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * What a user may do in an organization: the union of the flags of every role they hold there,
 * under the contract's Admin rule (only the default Admin role, category Application, holds
 * every flag; a Custom role of any type holds exactly its rows).
 */
export async function permissionsIn(
  db: Kysely<Database>,
  userId: string,
  organizationId: string | null,
): Promise<EffectivePermissions> {
  if (organizationId === null) return effectivePermissions([]);
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions as p', 'p.role_id', 'roles.id')
    .select([
      'roles.id',
      'roles.role_type',
      'roles.category',
      'p.domain_name',
      'p.can_create',
      'p.can_read',
      'p.can_update',
      'p.can_delete',
    ])
    .where('user_roles.user_id', '=', userId)
    .where('roles.organization_id', '=', organizationId)
    .execute();
  const roles = new Map<string, HeldRole & { rows: HeldRole['rows'][number][] }>();
  for (const row of rows) {
    const role = roles.get(row.id) ?? { roleType: row.role_type, category: row.category, rows: [] };
    roles.set(row.id, role);
    if (!row.domain_name) continue;
    role.rows.push({
      domainName: row.domain_name,
      canCreate: row.can_create === true,
      canRead: row.can_read === true,
      canUpdate: row.can_update === true,
      canDelete: row.can_delete === true,
    });
  }
  return effectivePermissions([...roles.values()]);
}
