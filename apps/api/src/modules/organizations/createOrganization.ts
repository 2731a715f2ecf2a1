import { randomUUID } from 'node:crypto';
import { initialPeriods, isoDay } from '@okr/contract';
import type { OrganizationSize, Plan } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow } from '../../db/Database';
import { createApplicationRoles } from './createApplicationRoles';
import type { ApplicationRoleIds } from './createApplicationRoles';
import { addMember } from './memberships';

export interface NewOrganization {
  name: string;
  website?: string | null;
  industry?: string | null;
  size?: OrganizationSize;
  plan?: Plan;
  ownerId: string;
}

export interface CreatedOrganization {
  organization: OrganizationRow;
  roleIds: ApplicationRoleIds;
}

/**
 * An organization as it must always exist: its Application roles with their default permissions
 * and its owner, a member of type Owner holding Admin. Pass a transaction so that nothing is
 * left half-written when any step fails. It starts with the quarters of this year and the next.
 */
export async function createOrganization(db: Kysely<Database>, input: NewOrganization): Promise<CreatedOrganization> {
  const organization = await db
    .insertInto('organizations')
    .values({
      id: randomUUID(),
      name: input.name,
      website: input.website || null,
      industry: input.industry || null,
      size: input.size,
      plan: input.plan,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const roleIds = await createApplicationRoles(db, organization.id);
  await addMember(db, {
    organizationId: organization.id,
    userId: input.ownerId,
    membershipType: 'Owner',
    roleIds: [roleIds.Admin],
  });
  // The quarters of this year and the next (api-contract.md "Cycles and roll-over").
  await db
    .insertInto('periods')
    .values(initialPeriods(isoDay()).map((period) => ({ id: randomUUID(), organization_id: organization.id, name: period.name, start_date: period.startDate, end_date: period.endDate })))
    .execute();
  return { organization, roleIds };
}
