import { canDo } from '@okr/contract';
import type { PermissionDomain } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { memberGrants, memberPermissions } from '../authorization/memberGrants';
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
      memberGrants(eb),
    ])
    .where('m.organization_id', '=', organizationId)
    .where('m.is_active', '=', true)
    .where('u.is_active', '=', true)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  return rows
    .filter((row) => canDo(memberPermissions(row.grants), domain, 'read'))
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
