import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { findActiveMembership, firstActiveMembership } from './memberships';
import type { Membership } from './memberships';

/**
 * The organization a sign-in starts in: the user's last switched-to organization if still a
 * member, else the first joined. (Guarded requests resolve the same rule inside `loadAccess`.)
 */
export async function defaultOrganizationOf(db: Kysely<Database>, user: UserRow): Promise<Membership | undefined> {
  const stored = user.current_organization_id;
  return (
    (stored ? await findActiveMembership(db, user.id, stored) : undefined) ?? (await firstActiveMembership(db, user.id))
  );
}
