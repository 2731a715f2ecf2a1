import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ScimGroupsTable } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { isUuid } from '../../lib/isUuid';
import type { ScimEquality } from './parseScimFilter';
import { scimNotFound } from './ScimError';

export const groupFilterAttributes = { displayname: 'displayName', externalid: 'externalId', id: 'id' } as const;
export type GroupFilterAttribute = (typeof groupFilterAttributes)[keyof typeof groupFilterAttributes];

export type ScimGroupRow = Selectable<ScimGroupsTable>;
export interface ScimGroupMember {
  value: string;
  display: string;
}

export async function findScimGroup(db: Kysely<Database>, organizationId: string, groupId: string, lock = false): Promise<ScimGroupRow> {
  if (!isUuid(groupId)) throw scimNotFound('Group');
  let query = scoped(db, organizationId).selectFrom('scim_groups').selectAll().where('id', '=', groupId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw scimNotFound('Group');
  return row;
}

export function filteredScimGroups(db: Kysely<Database>, organizationId: string, conditions: ScimEquality<GroupFilterAttribute>[]) {
  let query = scoped(db, organizationId).selectFrom('scim_groups');
  for (const { attribute, value } of conditions) {
    if (attribute === 'displayName') query = query.where(sql<string>`lower(display_name)`, '=', value.toLowerCase());
    else if (attribute === 'externalId') query = query.where('external_id', '=', value);
    else query = isUuid(value) ? query.where('id', '=', value) : query.where(sql<boolean>`false`);
  }
  return query;
}

/** Each group's members with their display names, in one query. */
export async function membersOfGroups(db: Kysely<Database>, organizationId: string, groupIds: string[]): Promise<Map<string, ScimGroupMember[]>> {
  const byGroup = new Map<string, ScimGroupMember[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await scoped(db, organizationId)
    .selectFrom('scim_group_members')
    .innerJoin('users as u', 'u.id', 'scim_group_members.user_id')
    .select(['scim_group_members.group_id', 'u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('scim_group_members.group_id', 'in', groupIds)
    .orderBy('u.email')
    .execute();
  for (const row of rows) {
    const display = `${row.first_name} ${row.last_name}`.trim() || row.email;
    byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), { value: row.id, display }]);
  }
  return byGroup;
}

/** The ids among `userIds` that are not provisioned users of the organization. */
export async function unknownMembers(db: Kysely<Database>, organizationId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const valid = userIds.filter(isUuid);
  const found = valid.length === 0 ? [] : await scoped(db, organizationId).selectFrom('scim_users').select('user_id').where('user_id', 'in', valid).execute();
  const known = new Set(found.map((row) => row.user_id));
  return userIds.filter((id) => !known.has(id));
}
