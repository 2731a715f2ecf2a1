import { personalOrganizationName } from '@okr/contract';
import { demoDescription, demoOkr } from '@okr/contract/demo';
import type { DemoOrganizationKey, DemoUserKey } from '@okr/contract/demo';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/Database';
import { hashPassword } from '../modules/auth/passwords';
import { grantSuperAdmin } from '../modules/authorization/superAdminRole';
import { createOrganization } from '../modules/organizations/createOrganization';
import type { CreatedOrganization } from '../modules/organizations/createOrganization';
import { addMember } from '../modules/organizations/memberships';
import { insertUser, setCurrentOrganization } from '../modules/users/userRepository';
import { isUniqueViolation } from '../lib/isUniqueViolation';
import { seedDemoOkr } from './seedDemoOkr';

export const DEMO_PASSWORD = demoDescription.password;

// One description for this seed and the mocks' (@okr/contract/demo); entries marked `mocksOnly`
// (the newcomer fixture) exist only in the mocks.
const users = (Object.entries(demoDescription.users) as [DemoUserKey, (typeof demoDescription.users)[DemoUserKey]][]).filter(
  ([, user]) => !user.mocksOnly,
);
const organizations = (
  Object.entries(demoDescription.organizations) as [
    DemoOrganizationKey,
    (typeof demoDescription.organizations)[DemoOrganizationKey],
  ][]
).filter(([, organization]) => !organization.mocksOnly);

type DemoUsers = Partial<Record<DemoUserKey, UserRow>>;

function seeded(rows: DemoUsers, key: DemoUserKey): UserRow {
  const row = rows[key];
  if (!row) throw new Error(`The demo description uses ${key}, which is mocks-only`);
  return row;
}

async function insertDemoUsers(db: Kysely<Database>): Promise<DemoUsers> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows: DemoUsers = {};
  for (const [key, { email, firstName, lastName, isOnboardingComplete, superAdmin }] of users) {
    rows[key] = await insertUser(db, { email, firstName, lastName, passwordHash, isOnboardingComplete, emailVerified: true });
    if (superAdmin) await grantSuperAdmin(db, rows[key].id);
  }
  return rows;
}

async function seedOrganizations(db: Kysely<Database>, rows: DemoUsers) {
  const created: Partial<Record<DemoOrganizationKey, CreatedOrganization>> = {};
  const current = new Map<string, string>();
  for (const [key, organization] of organizations) {
    const owner = seeded(rows, organization.owner);
    const result = await createOrganization(db, {
      name: organization.name ?? personalOrganizationName(owner.first_name, owner.last_name),
      website: organization.website,
      industry: organization.industry,
      size: organization.size,
      plan: organization.plan,
      ownerId: owner.id,
    });
    created[key] = result;
    const organizationId = result.organization.id;
    if (!current.has(owner.id)) current.set(owner.id, organizationId);
    for (const member of organization.members) {
      const user = seeded(rows, member.user);
      const roleIds = member.roleTypes.map((roleType) => result.roleIds[roleType]);
      await addMember(db, { organizationId, userId: user.id, membershipType: member.membershipType, roleIds });
      if (!current.has(user.id)) current.set(user.id, organizationId);
    }
  }
  // Each user starts in the first organization of the description they belong to.
  for (const [userId, organizationId] of current) await setCurrentOrganization(db, userId, organizationId);
  return created;
}

/**
 * Seeds the demo accounts and organizations, only into a database without users, in one
 * transaction. Returns whether it seeded. Later content (objectives, initiatives...) goes in
 * further steps after `seedOrganizations`, reusing the users and organizations it returns.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  try {
    await db.transaction().execute(async (trx) => {
      const rows = await insertDemoUsers(trx);
      const created = await seedOrganizations(trx, rows);
      const okrOrganization = created[demoOkr.organization];
      if (okrOrganization) {
        const userIds = Object.fromEntries(Object.entries(rows).map(([key, row]) => [key, row.id]));
        await seedDemoOkr(trx, okrOrganization.organization.id, userIds);
      }
    });
    return true;
  } catch (error) {
    // Another process started on the same empty database and seeded first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
