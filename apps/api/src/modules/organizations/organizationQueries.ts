import type { MembershipType } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow } from '../../db/Database';
import { isUuid } from '../../lib/isUuid';

export async function findOrganization(db: Kysely<Database>, id: string): Promise<OrganizationRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export type MemberOrganizationRow = OrganizationRow & { membership_type: MembershipType };

/** The organizations a user is an active member of, oldest membership first. */
export async function listMemberOrganizations(db: Kysely<Database>, userId: string): Promise<MemberOrganizationRow[]> {
  return db
    .selectFrom('organizations')
    .innerJoin('organization_members as m', 'm.organization_id', 'organizations.id')
    .selectAll('organizations')
    .select('m.membership_type')
    .where('m.user_id', '=', userId)
    .where('m.is_active', '=', true)
    .orderBy('m.joined_at')
    .orderBy('organizations.name')
    .execute();
}

/** Every organization, for super administrators. */
export async function listAllOrganizations(db: Kysely<Database>): Promise<OrganizationRow[]> {
  return db.selectFrom('organizations').selectAll().orderBy('name').orderBy('id').execute();
}
