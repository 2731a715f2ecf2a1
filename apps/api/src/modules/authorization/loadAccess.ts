import { noPermissions } from '@okr/contract';
import type { EffectivePermissions, RoleRef } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { isUuid } from '../../lib/isUuid';
import type { Membership } from '../organizations/memberships';
import { grantObject, grantRows, organizationPermissions } from './grantRows';
import type { GrantJson } from './grantRows';

export interface AccessQuery {
  userId: string;
  /** The refresh-token family of the access token. */
  sessionId: string;
  /**
   * The organization asked for (X-Organization-Id, a route's `:id`, a switch's body); null: the
   * user's default one (last switched-to if still a member, else the first joined).
   */
  organizationId: string | null;
}

export interface Access {
  user: UserRow;
  /** The sign-in was revoked (logout, refresh-token reuse): its access tokens are dead. */
  sessionRevoked: boolean;
  isSuperAdmin: boolean;
  /** The active membership in the organization asked for, or in the default one; null if none. */
  membership: Membership | null;
  /** Roles held there plus the global ones (SuperAdmin): `user.roles`, `userRoles`. */
  roles: RoleRef[];
  /** Effective flags there, under the Admin rule; none without a membership. */
  permissions: EffectivePermissions;
  /**
   * That organization requires a second factor and this sign-in has none: the user has no factor,
   * and the sign-in was not made through the organization's own SSO (when that counts). Its routes
   * answer 403 MFA_ENROLLMENT_REQUIRED.
   */
  mfaEnrollmentRequired: boolean;
}

/**
 * Everything a guard needs, in ONE statement (performance-notes.md: on PGlite each round trip
 * costs ~0.5 ms and runs alone): the user, whether the session was revoked, the membership in
 * the organization asked for (or the default one), the roles held there and their permission
 * rows. Plain PostgreSQL (a lateral join, scalar subqueries, one json_agg), so PGlite and
 * PostgreSQL run the same code. Undefined when the user does not exist.
 */
export async function loadAccess(db: Kysely<Database>, query: AccessQuery): Promise<Access | undefined> {
  const { userId, sessionId, organizationId } = query;
  if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
  const row = await db
    .selectFrom('users as u')
    .leftJoinLateral(
      (eb) => {
        const active = eb
          .selectFrom('organization_members as m')
          .innerJoin('organizations as o', 'o.id', 'm.organization_id')
          .select(['m.organization_id', 'm.membership_type', 'o.require_mfa', 'o.sso_satisfies_mfa'])
          .whereRef('m.user_id', '=', 'u.id')
          .where('m.is_active', '=', true)
          .limit(1);
        if (organizationId === null) {
          return active
            .orderBy(sql`case when m.organization_id = u.current_organization_id then 0 else 1 end`)
            .orderBy('m.joined_at')
            .orderBy('m.organization_id')
            .as('membership');
        }
        // A non-UUID cannot name an organization (and would be a cast error on the uuid column).
        return (
          isUuid(organizationId) ? active.where('m.organization_id', '=', organizationId) : active.where(sql<boolean>`false`)
        ).as('membership');
      },
      (join) => join.onTrue(),
    )
    .selectAll('u')
    .select((eb) => [
      'membership.organization_id as membership_organization_id',
      'membership.membership_type as membership_type',
      'membership.require_mfa as membership_require_mfa',
      'membership.sso_satisfies_mfa as membership_sso_satisfies_mfa',
      eb.selectFrom('auth_sessions as s').select('s.sso_organization_id').where('s.family_id', '=', sessionId).as('session_sso_organization_id'),
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens as t')
            .select('t.id')
            .where('t.family_id', '=', sessionId)
            .where('t.revoked_at', 'is not', null),
        )
        .as('session_revoked'),
      // One row per (role held there or globally, permission row), in one aggregate.
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as p', 'p.role_id', 'r.id')
        .select(sql<GrantJson[]>`json_agg(${grantObject} order by r.created_at, r.name)`.as('list'))
        .whereRef('ur.user_id', '=', 'u.id')
        .where((sub) =>
          sub.or([
            sub('r.organization_id', 'is', null),
            sub('r.organization_id', '=', sub.ref('membership.organization_id')),
          ]),
        )
        .as('grants'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    membership_organization_id: membershipOrganizationId,
    membership_type: membershipType,
    session_revoked: sessionRevoked,
    membership_require_mfa: requireMfa,
    membership_sso_satisfies_mfa: ssoSatisfiesMfa,
    session_sso_organization_id: ssoOrganizationId,
    grants,
    ...user
  } = row;
  const { roles: held, rows } = grantRows(grants as GrantJson[] | null);
  const membership =
    membershipOrganizationId && membershipType ? { organizationId: membershipOrganizationId, membershipType } : null;
  return {
    user,
    sessionRevoked: Boolean(sessionRevoked),
    isSuperAdmin: held.some(
      (role) => role.roleType === 'SuperAdmin' && role.category === 'System' && role.organizationId === null,
    ),
    membership,
    roles: held,
    permissions: membership ? organizationPermissions(held, rows) : noPermissions(),
    mfaEnrollmentRequired: Boolean(
      membership && requireMfa && !user.mfa_enabled && !(ssoSatisfiesMfa && ssoOrganizationId === membership.organizationId),
    ),
  };
}
