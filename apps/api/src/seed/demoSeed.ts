import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/Database';
import { hashPassword } from '../modules/auth/passwords';
import { grantSuperAdmin } from '../modules/authorization/superAdminRole';
import { createOrganization } from '../modules/organizations/createOrganization';
import { addMember } from '../modules/organizations/memberships';
import { insertUser, setCurrentOrganization } from '../modules/users/userRepository';
import { isUniqueViolation } from '../lib/isUniqueViolation';

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts (architecture.md, "Running it"). Globex needs an owner of its own. */
export const demoAccounts = {
  superadmin: { email: 'superadmin@demo.okr', firstName: 'Sam', lastName: 'Super' },
  admin: { email: 'admin@demo.okr', firstName: 'Ada', lastName: 'Admin' },
  editor: { email: 'editor@demo.okr', firstName: 'Eddie', lastName: 'Editor' },
  viewer: { email: 'viewer@demo.okr', firstName: 'Vera', lastName: 'Viewer' },
  globexOwner: { email: 'globex@demo.okr', firstName: 'Hank', lastName: 'Scorpio' },
} as const;

type DemoUsers = Record<keyof typeof demoAccounts, UserRow>;

async function insertDemoUsers(db: Kysely<Database>): Promise<DemoUsers> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users: Partial<DemoUsers> = {};
  for (const [key, account] of Object.entries(demoAccounts) as [
    keyof DemoUsers,
    (typeof demoAccounts)[keyof DemoUsers],
  ][]) {
    users[key] = await insertUser(db, { ...account, passwordHash, isOnboardingComplete: true });
  }
  return users as DemoUsers;
}

async function seedOrganizations(db: Kysely<Database>, users: DemoUsers) {
  const acme = await createOrganization(db, {
    name: 'Acme Corp',
    website: 'https://acme.example',
    industry: 'Manufacturing',
    size: 'medium',
    plan: 'Pro',
    ownerId: users.admin.id,
  });
  const globex = await createOrganization(db, {
    name: 'Globex',
    website: 'https://globex.example',
    industry: 'Energy',
    size: 'large',
    ownerId: users.globexOwner.id,
  });
  const acmeId = acme.organization.id;
  const members = [
    { organizationId: acmeId, userId: users.editor.id, roleIds: [acme.roleIds.Editor] },
    { organizationId: acmeId, userId: users.viewer.id, roleIds: [acme.roleIds.Viewer] },
    { organizationId: globex.organization.id, userId: users.admin.id, roleIds: [globex.roleIds.Editor] },
  ];
  for (const member of members) await addMember(db, { ...member, membershipType: 'Member' });
  for (const user of [users.admin, users.editor, users.viewer]) await setCurrentOrganization(db, user.id, acmeId);
  await setCurrentOrganization(db, users.globexOwner.id, globex.organization.id);
  return { acme, globex };
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
      const users = await insertDemoUsers(trx);
      await grantSuperAdmin(trx, users.superadmin.id);
      await seedOrganizations(trx, users);
    });
    return true;
  } catch (error) {
    // Another process started on the same empty database and seeded first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
