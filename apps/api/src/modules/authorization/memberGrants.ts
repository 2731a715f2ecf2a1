import type { EffectivePermissions } from '@okr/contract';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/Database';
import { grantObject, grantRows, organizationPermissions } from './grantRows';
import type { GrantJson } from './grantRows';

/** Any query over `organization_members as m` (joined with whatever else). */
type MemberScope = ExpressionBuilder<Database & { m: Database['organization_members'] }, 'm'>;

/**
 * The grants aggregate of one membership row `m`: the roles its user holds in its organization with
 * their permission rows, as `grants` (read it with `memberPermissions`). Shared by My week's
 * `organizationsAccess` and the comments' `membersWhoCanRead`.
 */
export function memberGrants(eb: MemberScope) {
  return eb
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .leftJoin('role_permissions as p', 'p.role_id', 'r.id')
    .select(sql<GrantJson[]>`json_agg(${grantObject})`.as('list'))
    .whereRef('ur.user_id', '=', 'm.user_id')
    .whereRef('r.organization_id', '=', 'm.organization_id')
    .as('grants');
}

/** The effective flags in the membership's organization out of its `memberGrants` aggregate. */
export function memberPermissions(grants: unknown): EffectivePermissions {
  const { roles, rows } = grantRows(grants as GrantJson[] | null);
  return organizationPermissions(roles, rows);
}
