import { canDo } from '@okr/contract';
import type { PermissionDomain } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { grantObject, grantRows, organizationPermissions } from '../authorization/grantRows';
import type { GrantJson } from '../authorization/grantRows';
import { fullNameOf } from '../users/toUser';

export interface Reader {
  id: string;
  fullName: string;
  email: string;
}

/**
 * The active members of the organization (active accounts) whose roles there let them read
 * `domain`, by the guard's own rule (`organizationPermissions`), by name: who a comment may
 * mention so that they are told, and who the `@` picker offers.
 */
export async function membersWhoCanRead(db: Kysely<Database>, organizationId: string, domain: PermissionDomain): Promise<Reader[]> {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => [
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as p', 'p.role_id', 'r.id')
        .select(sql<GrantJson[]>`json_agg(${grantObject})`.as('list'))
        .whereRef('ur.user_id', '=', 'm.user_id')
        .whereRef('r.organization_id', '=', 'm.organization_id')
        .as('grants'),
    ])
    .where('m.organization_id', '=', organizationId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  return rows
    .filter((row) => {
      const { roles, rows: grants } = grantRows(row.grants as GrantJson[] | null);
      return canDo(organizationPermissions(roles, grants), domain, 'read');
    })
    .map((row) => ({ id: row.id, fullName: fullNameOf(row), email: row.email }));
}

/** The active members among `userIds` (any role): an id outside this set is a stranger to the organization. */
export async function activeMemberIds(db: Kysely<Database>, organizationId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.id')
    .where('m.organization_id', '=', organizationId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .where('u.id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}
