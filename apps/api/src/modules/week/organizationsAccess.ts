import { canDo } from '@okr/contract';
import type { EffectivePermissions, PermissionDomain } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { memberGrants, memberPermissions } from '../authorization/memberGrants';

export interface OrganizationAccess {
  id: string;
  name: string;
  permissions: EffectivePermissions;
}

/**
 * Every organization where the user is an active member, with their effective flags there, in ONE
 * statement whatever their number: the guard's rule (roles held there and their rows, under the
 * contract's Admin rule: `organizationPermissions`) applied to each. Read afresh on every call, not
 * from a cache, so a role or membership taken away shows in the very next answer.
 */
export async function organizationsAccess(db: Kysely<Database>, userId: string): Promise<OrganizationAccess[]> {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select((eb) => [
      'o.id',
      'o.name',
      memberGrants(eb),
    ])
    .where('m.user_id', '=', userId)
    .where('m.is_active', '=', true)
    .orderBy(sql`o.name`)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, permissions: memberPermissions(row.grants) }));
}

/** The organizations where every one of `domains` may be read (the guard's `{ domain, action: 'read' }`). */
export function readableIn(organizations: readonly OrganizationAccess[], ...domains: PermissionDomain[]): string[] {
  return organizations.filter((org) => domains.every((domain) => canDo(org.permissions, domain, 'read'))).map((org) => org.id);
}
