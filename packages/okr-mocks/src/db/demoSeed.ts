import type { MockDb, MockSeed } from './MockDb';
import { addMember, createOrganization } from './organizations';
import { assignRole, ensureSuperAdminRole } from './roles';
import { issueSession } from './sessions';
import { createUser } from './users';

/** The password of every demo account, as in the real seed. */
export const DEMO_PASSWORD = 'demo-password';

/** Stable ids of the demo data, so fixtures and stories can point at rows. */
export const demoIds = {
  users: {
    superAdmin: 'user-superadmin',
    admin: 'user-admin',
    editor: 'user-editor',
    viewer: 'user-viewer',
    globexOwner: 'user-globex-owner',
    newcomer: 'user-newcomer',
  },
  organizations: {
    acme: 'org-acme',
    globex: 'org-globex',
    newcomer: 'org-newcomer',
  },
} as const;

export type DemoAccount = 'superAdmin' | 'admin' | 'editor' | 'viewer' | 'newcomer';

/** Fixed tokens the seed registers, so a story's session is recognised by a fresh db. */
export function demoTokens(account: DemoAccount) {
  return { accessToken: `mock-access-token-${account}`, refreshToken: `mock-refresh-token-${account}` };
}

/**
 * Mirrors the real demo data (architecture.md, "Running it"): admin owns Acme Corp and is an
 * Editor in Globex; editor and viewer belong to Acme Corp; superadmin holds the System role.
 * `newcomer@demo.okr` exists only here: a signed-in user who has not finished onboarding.
 */
export const demoSeed: MockSeed = (db: MockDb) => {
  const ids = demoIds.users;
  const user = (id: string, email: string, firstName: string, lastName: string, isOnboardingComplete = true) =>
    createUser(db, { id, email, password: DEMO_PASSWORD, firstName, lastName, isOnboardingComplete });

  user(ids.superAdmin, 'superadmin@demo.okr', 'Sam', 'Super');
  user(ids.admin, 'admin@demo.okr', 'Ada', 'Admin');
  user(ids.editor, 'editor@demo.okr', 'Eddie', 'Editor');
  user(ids.viewer, 'viewer@demo.okr', 'Vera', 'Viewer');
  user(ids.globexOwner, 'globex@demo.okr', 'Hank', 'Scorpio');
  user(ids.newcomer, 'newcomer@demo.okr', 'Nora', 'Newcomer', false);

  assignRole(db, ids.superAdmin, ensureSuperAdminRole(db).id);

  const acme = createOrganization(db, {
    id: demoIds.organizations.acme,
    name: 'Acme Corp',
    website: 'https://acme.example.com',
    industry: 'Technology',
    size: 'medium',
    plan: 'Pro',
    ownerId: ids.admin,
  });
  db.organizations.update(acme.id, { aiCredits: 500 });
  addMember(db, { userId: ids.editor, organizationId: acme.id, membershipType: 'Member', roleType: 'Editor' });
  addMember(db, { userId: ids.viewer, organizationId: acme.id, membershipType: 'Member', roleType: 'Viewer' });

  const globex = createOrganization(db, {
    id: demoIds.organizations.globex,
    name: 'Globex',
    industry: 'Manufacturing',
    size: 'large',
    ownerId: ids.globexOwner,
  });
  addMember(db, { userId: ids.admin, organizationId: globex.id, membershipType: 'Member', roleType: 'Editor' });

  createOrganization(db, { id: demoIds.organizations.newcomer, name: 'Nora Newcomer', ownerId: ids.newcomer });

  const accounts = ['superAdmin', 'admin', 'editor', 'viewer', 'newcomer'] as const;
  for (const account of accounts) issueSession(db, ids[account], demoTokens(account));
};
