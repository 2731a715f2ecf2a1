import { randomUUID } from 'node:crypto';
import type { MembershipType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
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
  return scoped(db, organizationId)
    .selectFrom('organization_members')
    .select(['organization_id as organizationId', 'membership_type as membershipType'])
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
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
  await scoped(db, member.organizationId)
    .insertInto('organization_members', [
      { id: randomUUID(), user_id: member.userId, membership_type: member.membershipType },
    ])
    .execute();
  if (member.roleIds.length === 0) return;
  // Only roles of that organization, picked through the scope in the same statement: a role id
  // from elsewhere grants nothing and fails loudly.
  const inserted = await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression(
      scoped(db, member.organizationId)
        .selectFrom('roles')
        .select((eb) => [eb.cast<string>(eb.val(member.userId), 'uuid').as('user_id'), 'id as role_id'])
        .where('id', 'in', member.roleIds),
    )
    .executeTakeFirstOrThrow();
  if (Number(inserted.numInsertedOrUpdatedRows) !== new Set(member.roleIds).size) {
    throw new Error("addMember: a role id that is not one of the organization's roles");
  }
}
