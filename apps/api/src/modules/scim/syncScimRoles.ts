import type { OrganizationRoleType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

/**
 * The role a provisioned person gets when no group of theirs maps to one: the single sign-on
 * connection's default role when there is one (people who arrive by SSO and by SCIM land alike),
 * else Viewer.
 */
export async function scimDefaultRoleId(db: Kysely<Database>, organizationId: string): Promise<string> {
  const connection = await db
    .selectFrom('sso_connections')
    .select('default_role_type')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  const roleType: OrganizationRoleType = (connection?.default_role_type as OrganizationRoleType | undefined) ?? 'Viewer';
  const role = await scoped(db, organizationId)
    .selectFrom('roles')
    .select('id')
    .where('role_type', '=', roleType)
    .where('category', '=', 'Application')
    .executeTakeFirstOrThrow();
  return role.id;
}

/**
 * Gives each provisioned member among `userIds` the roles their groups map to, or the default role
 * when none does (api-contract.md: "each group mapped in settings to one of the organization's
 * roles"). The owner's roles are never touched (they keep Admin). Run inside the change's transaction.
 */
export async function syncScimRoles(trx: Kysely<Database>, organizationId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const members = await scoped(trx, organizationId)
    .selectFrom('scim_users')
    .innerJoin('organization_members as m', (join) => join.onRef('m.user_id', '=', 'scim_users.user_id').onRef('m.organization_id', '=', 'scim_users.organization_id'))
    .select('scim_users.user_id')
    .where('scim_users.user_id', 'in', [...new Set(userIds)])
    .where('m.membership_type', '!=', 'Owner')
    .execute();
  if (members.length === 0) return;
  const ids = members.map((member) => member.user_id);
  const mapped = await scoped(trx, organizationId)
    .selectFrom('scim_group_members')
    .innerJoin('scim_groups as g', 'g.id', 'scim_group_members.group_id')
    .select(['scim_group_members.user_id', 'g.role_id'])
    .where('scim_group_members.user_id', 'in', ids)
    .where('g.role_id', 'is not', null)
    .execute();
  const fallback = await scimDefaultRoleId(trx, organizationId);
  const organizationRoles = scoped(trx, organizationId).selectFrom('roles').select('id');
  await trx.deleteFrom('user_roles').where('user_id', 'in', ids).where('role_id', 'in', organizationRoles).execute();
  const rows = ids.flatMap((userId) => {
    const roles = [...new Set(mapped.filter((row) => row.user_id === userId).map((row) => row.role_id!))];
    return (roles.length > 0 ? roles : [fallback]).map((roleId) => ({ user_id: userId, role_id: roleId }));
  });
  await trx.insertInto('user_roles').values(rows).execute();
}
