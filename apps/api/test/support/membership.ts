import type { MembershipType, OrganizationRoleType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { addMember } from '../../src/modules/organizations/memberships';

/** Id of one of an organization's Application roles (Admin, Editor, Viewer). */
export async function applicationRoleId(
  db: Kysely<Database>,
  organizationId: string,
  roleType: OrganizationRoleType,
): Promise<string> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('role_type', '=', roleType)
    .where('category', '=', 'Application')
    .executeTakeFirstOrThrow();
  return role.id;
}

/** Makes a user a member of an organization holding one of its Application roles. */
export async function joinOrganization(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  roleType: OrganizationRoleType,
  membershipType: MembershipType = 'Member',
): Promise<void> {
  const roleId = await applicationRoleId(db, organizationId, roleType);
  await addMember(db, { organizationId, userId, membershipType, roleIds: [roleId] });
}
