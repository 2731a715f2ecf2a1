import type { ScimGroup } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { syncScimRoles } from './syncScimRoles';

/** The organization's SCIM groups with their mapped role and member count, by name. */
export async function listScimGroupMappings(db: Kysely<Database>, organizationId: string, onlyGroupId?: string): Promise<ScimGroup[]> {
  let query = scoped(db, organizationId)
    .selectFrom('scim_groups')
    .leftJoin('roles as r', 'r.id', 'scim_groups.role_id')
    .select((eb) => [
      'scim_groups.id',
      'scim_groups.display_name',
      'scim_groups.external_id',
      'r.id as role_id',
      'r.name as role_name',
      eb.selectFrom('scim_group_members as m').select((sub) => sub.fn.countAll<string>().as('n')).whereRef('m.group_id', '=', 'scim_groups.id').as('members'),
    ])
    .orderBy('scim_groups.display_name');
  if (onlyGroupId !== undefined) query = query.where('scim_groups.id', '=', onlyGroupId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    externalId: row.external_id,
    role: row.role_id && row.role_name ? { id: row.role_id, name: row.role_name } : null,
    memberCount: Number(row.members ?? 0),
  }));
}

/**
 * PUT /organizations/{id}/scim-groups/{groupId}/role: the group's members get that role (one of the
 * organization's Application or Custom roles) instead of the default one; null unmaps it.
 */
export async function setScimGroupRole(
  db: Kysely<Database>,
  organizationId: string,
  groupId: string,
  roleId: string | null,
  actor: AuditActor,
): Promise<ScimGroup> {
  if (!isUuid(groupId)) throw notFound('SCIM group');
  await db.transaction().execute(async (trx) => {
    const group = await scoped(trx, organizationId).selectFrom('scim_groups').select(['id', 'role_id', 'display_name']).where('id', '=', groupId).forUpdate().executeTakeFirst();
    if (!group) throw notFound('SCIM group');
    if (roleId !== null) {
      const role = isUuid(roleId)
        ? await scoped(trx, organizationId).selectFrom('roles').select('id').where('id', '=', roleId).where('category', 'in', ['Application', 'Custom']).executeTakeFirst()
        : undefined;
      if (!role) throw notFound('Role');
    }
    if (group.role_id === roleId) return;
    await scoped(trx, organizationId).updateTable('scim_groups').set({ role_id: roleId, updated_at: new Date() }).where('id', '=', groupId).execute();
    const members = await scoped(trx, organizationId).selectFrom('scim_group_members').select('user_id').where('group_id', '=', groupId).execute();
    await syncScimRoles(trx, organizationId, members.map((member) => member.user_id));
    await recordAudit(trx, actor, {
      action: 'scim.group_role_mapped',
      organizationId,
      targetType: 'scim_group',
      targetId: groupId,
      before: { roleId: group.role_id },
      after: { roleId, displayName: group.display_name },
    });
  });
  const [mapped] = await listScimGroupMappings(db, organizationId, groupId);
  if (!mapped) throw notFound('SCIM group');
  return mapped;
}
