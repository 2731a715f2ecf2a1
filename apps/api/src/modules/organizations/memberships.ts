import { randomUUID } from 'node:crypto';
import type { MembershipType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { isUuid } from '../../lib/isUuid';

export interface Membership {
  organizationId: string;
  membershipType: MembershipType;
}

function activeMemberships(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('organization_members')
    .select(['organization_id as organizationId', 'membership_type as membershipType'])
    .where('user_id', '=', userId)
    .where('is_active', '=', true);
}

/** The caller's active membership in an organization, if any: the gate of every tenant lookup. */
export async function findActiveMembership(
  db: Kysely<Database>,
  userId: string,
  organizationId: string,
): Promise<Membership | undefined> {
  if (!isUuid(organizationId)) return undefined;
  return activeMemberships(db, userId).where('organization_id', '=', organizationId).executeTakeFirst();
}

/** The membership joined first: the fallback current organization. */
export async function firstActiveMembership(db: Kysely<Database>, userId: string): Promise<Membership | undefined> {
  return activeMemberships(db, userId).orderBy('joined_at').orderBy('organization_id').executeTakeFirst();
}

export interface NewMember {
  organizationId: string;
  userId: string;
  membershipType: MembershipType;
  /** Roles of that organization to grant along with the membership. */
  roleIds: string[];
}

/** Adds a member and their roles; run it inside the caller's transaction. */
export async function addMember(db: Kysely<Database>, member: NewMember): Promise<void> {
  await db
    .insertInto('organization_members')
    .values({
      id: randomUUID(),
      organization_id: member.organizationId,
      user_id: member.userId,
      membership_type: member.membershipType,
    })
    .execute();
  if (member.roleIds.length > 0) {
    await db
      .insertInto('user_roles')
      .values(member.roleIds.map((roleId) => ({ user_id: member.userId, role_id: roleId })))
      .execute();
  }
}
