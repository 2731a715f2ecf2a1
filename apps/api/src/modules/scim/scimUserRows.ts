import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { isUuid } from '../../lib/isUuid';
import type { ScimEquality } from './parseScimFilter';
import { scimNotFound } from './ScimError';
import type { ScimUserState } from './scimUserState';

/** The filterable attributes of a User (lowercased as written in filters) and what they compare. */
export const userFilterAttributes = { username: 'userName', externalid: 'externalId', 'emails.value': 'email', id: 'id' } as const;
export type UserFilterAttribute = (typeof userFilterAttributes)[keyof typeof userFilterAttributes];

export function scimUsers(db: Kysely<Database>, organizationId: string) {
  return scoped(db, organizationId)
    .selectFrom('scim_users')
    .innerJoin('users as u', 'u.id', 'scim_users.user_id')
    .leftJoin('organization_members as m', (join) =>
      join.onRef('m.user_id', '=', 'scim_users.user_id').onRef('m.organization_id', '=', 'scim_users.organization_id'),
    )
    .select([
      'scim_users.user_id as id',
      'scim_users.seq',
      'scim_users.user_name',
      'scim_users.external_id',
      'scim_users.version',
      'scim_users.created_at',
      'scim_users.updated_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'm.is_active',
      'm.membership_type',
    ]);
}

export type ScimUserRow = Awaited<ReturnType<ReturnType<typeof scimUsers>['executeTakeFirstOrThrow']>>;

export function stateOfRow(row: ScimUserRow): ScimUserState {
  return {
    userName: row.user_name,
    externalId: row.external_id,
    givenName: row.first_name,
    familyName: row.last_name,
    email: row.email,
    active: row.is_active === true,
  };
}

/** One provisioned user of the organization, locked for the rest of the transaction when `lock`. */
export async function findScimUser(db: Kysely<Database>, organizationId: string, userId: string, lock = false): Promise<ScimUserRow> {
  if (!isUuid(userId)) throw scimNotFound('User');
  let query = scimUsers(db, organizationId).where('scim_users.user_id', '=', userId);
  if (lock) query = query.forUpdate('scim_users');
  const row = await query.executeTakeFirst();
  if (!row) throw scimNotFound('User');
  return row;
}

/** The users matching every equality (userName and emails case-insensitively, externalId exactly). */
export function filteredScimUsers(db: Kysely<Database>, organizationId: string, conditions: ScimEquality<UserFilterAttribute>[]) {
  let query = scimUsers(db, organizationId);
  for (const { attribute, value } of conditions) {
    if (attribute === 'userName') query = query.where(sql<string>`lower(scim_users.user_name)`, '=', value.toLowerCase());
    else if (attribute === 'externalId') query = query.where('scim_users.external_id', '=', value);
    else if (attribute === 'email') query = query.where('u.email', '=', value.toLowerCase());
    else query = isUuid(value) ? query.where('scim_users.user_id', '=', value) : query.where(sql<boolean>`false`);
  }
  return query;
}

/** The groups each user is in, for the User resource's read-only `groups`. */
export async function groupsOfUsers(db: Kysely<Database>, organizationId: string, userIds: string[]): Promise<Map<string, { value: string; display: string }[]>> {
  const byUser = new Map<string, { value: string; display: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await scoped(db, organizationId)
    .selectFrom('scim_group_members')
    .innerJoin('scim_groups as g', 'g.id', 'scim_group_members.group_id')
    .select(['scim_group_members.user_id', 'g.id', 'g.display_name'])
    .where('scim_group_members.user_id', 'in', userIds)
    .orderBy('g.display_name')
    .execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), { value: row.id, display: row.display_name }]);
  return byUser;
}

/** Whether another provisioned user of the organization has this userName (case-insensitively). */
export async function userNameTaken(db: Kysely<Database>, organizationId: string, userName: string, exceptUserId?: string): Promise<boolean> {
  let query = scoped(db, organizationId).selectFrom('scim_users').select('user_id').where(sql<string>`lower(user_name)`, '=', userName.toLowerCase());
  if (exceptUserId) query = query.where('user_id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}
