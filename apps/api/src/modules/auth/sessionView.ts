import type { Organization, User } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { sessionRoles } from '../authorization/userRoles';
import { findOrganization } from '../organizations/organizationQueries';
import { toOrganization } from '../organizations/toOrganization';
import { toUser } from '../users/toUser';

export interface SessionView {
  user: User;
  organization: Organization | null;
}

/** The user (with the roles of `organizationId`) and that organization, as the auth answers carry them. */
export async function sessionView(
  db: Kysely<Database>,
  user: UserRow,
  organizationId: string | null,
): Promise<SessionView> {
  const [roles, organization] = await Promise.all([
    sessionRoles(db, user.id, organizationId),
    organizationId ? findOrganization(db, organizationId) : undefined,
  ]);
  return { user: toUser(user, roles), organization: organization ? toOrganization(organization) : null };
}
