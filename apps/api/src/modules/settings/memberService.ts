import type { OrganizationMember, RoleRef, RoleType, UserSearchResult } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { conflict, notFound, ruleViolation } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { isUuid } from '../../lib/isUuid';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';
import { toRoleRef } from '../authorization/userRoles';
import { forgetCurrentOrganization } from '../organizations/forgetCurrentOrganization';
import { addMember } from '../organizations/memberships';
import { fullNameOf } from '../users/toUser';

/** The role type shown for a member holding several roles: the strongest one. */
const strength: Record<RoleType, number> = { SuperAdmin: 0, Admin: 3, Editor: 2, Viewer: 1 };

export const strongestRoleType = (held: RoleRef[]): RoleType | null =>
  held.reduce<RoleType | null>((best, role) => (best === null || strength[role.roleType] > strength[best] ? role.roleType : best), null);

export function memberships(db: Kysely<Database>, organizationId: string) {
  return scoped(db, organizationId)
    .selectFrom('organization_members')
    .innerJoin('users', 'users.id', 'organization_members.user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_active as user_active',
      'organization_members.membership_type',
      'organization_members.is_active',
      'organization_members.joined_at',
    ]);
}

/** The roles each user holds in the organization. */
export async function rolesInOrganization(db: Kysely<Database>, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, RoleRef[]>();
  const rows = await scoped(db, organizationId)
    .selectFrom('roles')
    .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name', 'roles.role_type', 'roles.category', 'roles.organization_id'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.created_at')
    .orderBy('roles.name')
    .execute();
  const byUser = new Map<string, RoleRef[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toRoleRef(row)]);
  return byUser;
}

/**
 * GET /organizations/{id}/users: the members with the spec's fields, in the order they joined
 * (one member only with `onlyUserId`: the `member.added` webhook event's data).
 */
export async function listMembers(db: Kysely<Database>, organizationId: string, onlyUserId?: string): Promise<OrganizationMember[]> {
  let query = memberships(db, organizationId);
  if (onlyUserId !== undefined) query = query.where('users.id', '=', onlyUserId);
  const rows = await query
    .orderBy('organization_members.joined_at')
    .orderBy('users.email')
    .execute();
  const roles = await rolesInOrganization(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const held = roles.get(row.id) ?? [];
    const strongest = held.reduce<RoleType | null>(
      (best, role) => (best === null || strength[role.roleType] > strength[best] ? role.roleType : best),
      null,
    );
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      roleType: strongest,
      membershipType: row.membership_type,
      joinedAt: row.joined_at.toISOString(),
      isActive: row.is_active && row.user_active,
    };
  });
}

/**
 * Locks the membership row until the transaction ends, so that changes to one member's roles and
 * their removal run one after the other, each seeing the last one's result. Without it, two
 * servers setting a member's roles at once each deleted only the rows they had seen, and the
 * member ended with the union of both sets; a removal racing a role change left roles behind.
 */
async function lockMembership(trx: Kysely<Database>, organizationId: string, userId: string): Promise<void> {
  if (!isUuid(userId)) return;
  await scoped(trx, organizationId)
    .selectFrom('organization_members')
    .select('id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
}

async function findMember(db: Kysely<Database>, organizationId: string, userId: string) {
  const row = isUuid(userId)
    ? await memberships(db, organizationId).where('users.id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Member');
  return row;
}

/** POST /organizations/{id}/users: an existing user joins with the Application role of `roleType`. */
export async function addMemberWithRole(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  roleType: RoleType,
  actor: AuditActor,
): Promise<void> {
  if (roleType === 'SuperAdmin') throw ruleViolation('SuperAdmin cannot be assigned inside an organization');
  const user = isUuid(userId)
    ? await db.selectFrom('users').select('id').where('id', '=', userId).where('is_active', '=', true).executeTakeFirst()
    : undefined;
  if (!user) throw notFound('User');
  await db.transaction().execute(async (trx) => {
    const existing = await scoped(trx, organizationId)
      .selectFrom('organization_members')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) throw conflict('User is already a member of this organization');
    const role = await scoped(trx, organizationId)
      .selectFrom('roles')
      .select('id')
      .where('role_type', '=', roleType)
      .where('category', '=', 'Application')
      .executeTakeFirst();
    if (!role) throw notFound('Role');
    try {
      await addMember(trx, { organizationId, userId, membershipType: 'Member', roleIds: [role.id] });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('User is already a member of this organization');
      throw error;
    }
    await recordAudit(trx, actor, {
      action: 'member.added',
      organizationId,
      targetType: 'user',
      targetId: userId,
      after: { membershipType: 'Member', roleType },
    });
    await recordWebhookEvent(trx, organizationId, 'member.added', (await listMembers(trx, organizationId, userId))[0]);
  });
}

/** DELETE /organizations/{id}/users/{userId}: never the Owner; their roles there go too. */
export async function removeMember(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMembership(trx, organizationId, userId);
    const member = await findMember(trx, organizationId, userId);
    if (member.membership_type === 'Owner') throw ruleViolation('The owner cannot be removed from the organization');
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role_id', 'in', scoped(trx, organizationId).selectFrom('roles').select('id'))
      .execute();
    await scoped(trx, organizationId).deleteFrom('organization_members').where('user_id', '=', userId).execute();
    await forgetCurrentOrganization(trx, userId, organizationId);
    await recordAudit(trx, actor, {
      action: 'member.removed',
      organizationId,
      targetType: 'user',
      targetId: userId,
      before: { membershipType: member.membership_type, email: member.email },
    });
    await recordWebhookEvent(trx, organizationId, 'member.removed', { id: userId });
  });
}

/** GET /organizations/{id}/users/{userId}/roles. */
export async function memberRoles(db: Kysely<Database>, organizationId: string, userId: string): Promise<RoleRef[]> {
  await findMember(db, organizationId, userId);
  return (await rolesInOrganization(db, organizationId, [userId])).get(userId) ?? [];
}

/**
 * PUT /organizations/{id}/users/{userId}/roles: replaces the member's roles there with the given
 * Application and Custom roles of the organization (another organization's id: 404); the Owner
 * keeps the default Admin role (422).
 */
export async function setMemberRoles(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  roleIds: string[],
  actor: AuditActor,
): Promise<RoleRef[]> {
  const wanted = [...new Set(roleIds)];
  await db.transaction().execute(async (trx) => {
    await lockMembership(trx, organizationId, userId);
    const member = await findMember(trx, organizationId, userId);
    const roles = wanted.every(isUuid)
      ? await scoped(trx, organizationId)
          .selectFrom('roles')
          .select(['id', 'role_type', 'category'])
          .where('id', 'in', wanted)
          .where('category', 'in', ['Application', 'Custom'])
          .execute()
      : [];
    if (roles.length !== wanted.length) throw notFound('Role');
    if (
      member.membership_type === 'Owner' &&
      !roles.some((role) => role.role_type === 'Admin' && role.category === 'Application')
    ) {
      throw ruleViolation('The owner of the organization keeps the Admin role');
    }
    const previous = ((await rolesInOrganization(trx, organizationId, [userId])).get(userId) ?? []).map((r) => r.id);
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', userId)
      .where('role_id', 'in', scoped(trx, organizationId).selectFrom('roles').select('id'))
      .execute();
    await trx
      .insertInto('user_roles')
      .values(wanted.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute();
    const changed = changedFields({ roleIds: [...previous].sort() }, { roleIds: [...wanted].sort() });
    if (changed) {
      await recordAudit(trx, actor, {
        action: 'member.roles_updated',
        organizationId,
        targetType: 'user',
        targetId: userId,
        ...changed,
      });
    }
  });
  return memberRoles(db, organizationId, userId);
}

/** `%` and `_` are wildcards of LIKE: a search for them matches them literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /users/search: active users whose email is, or starts with, `email` (case-insensitive),
 * never members of `excludeOrgId`; only id, fullName and email.
 */
export async function searchUsers(
  db: Kysely<Database>,
  email: string,
  excludeOrgId: string | undefined,
): Promise<UserSearchResult[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('is_active', '=', true)
    .where(sql<boolean>`lower(users.email) like ${`${escapeLike(email.toLowerCase())}%`} escape '\\'`);
  if (excludeOrgId !== undefined) {
    query = query.where(({ not, exists }) =>
      not(
        exists(
          scoped(db, excludeOrgId)
            .selectFrom('organization_members')
            .select('organization_members.id')
            .where(sql<boolean>`organization_members.user_id = users.id`),
        ),
      ),
    );
  }
  const rows = await query
    .orderBy(sql`case when lower(users.email) = ${email.toLowerCase()} then 0 else 1 end`)
    .orderBy('email')
    .limit(10)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: fullNameOf(row),
    email: row.email,
  }));
}
