import { ACCESS_TOKEN_TTL_SECONDS, personalOrganizationName } from '@okr/contract';
import { demoDescription, demoOkr } from '@okr/contract/demo';
import type { DemoOrganizationKey, DemoUserKey } from '@okr/contract/demo';
import type { MockDb, MockSeed } from './MockDb';
import { seedDemoOkr } from './demoOkrSeed';
import { addMember, createOrganization } from './organizations';
import { assignRole, ensureSuperAdminRole } from './roles';
import { accessTokenFor, issueSession } from './sessions';
import { createUser } from './users';

/** The password of every demo account, as in the real seed. */
export const DEMO_PASSWORD = demoDescription.password;

/** Stable ids of the demo data (the API's are UUIDs), so fixtures and stories can point at rows. */
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
} as const satisfies { users: Record<DemoUserKey, string>; organizations: Record<DemoOrganizationKey, string> };

/** The accounts with a signed-in fixture (`sessionFixtures`). */
export type DemoAccount = 'superAdmin' | 'admin' | 'editor' | 'viewer' | 'newcomer';
const accounts: DemoAccount[] = ['superAdmin', 'admin', 'editor', 'viewer', 'newcomer'];

/** The sign-in (refresh-token family) the seed starts for each account. */
const familyOf = (account: DemoAccount) => `family-${account}`;

/**
 * A signed-in pair for a demo account that every fresh demo db accepts: the refresh token is the
 * one the seed registers, the access token a JWT of the seeded sign-in, expiring in
 * `expiresInSeconds` (15 minutes by default; a few seconds, or a negative number, makes the
 * client refresh before its first call).
 */
export function demoTokens(account: DemoAccount, expiresInSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  const issuedAt = new Date().toISOString();
  const accessToken = accessTokenFor(demoIds.users[account], familyOf(account), issuedAt, expiresInSeconds);
  return { accessToken, refreshToken: `mock-refresh-token-${account}` };
}

/**
 * The demo data of `@okr/contract/demo`, as the API seeds it, plus what only the mocks carry: the
 * accounts marked `mocksOnly` (newcomer@demo.okr, who has not finished onboarding) and one
 * signed-in session per account (see `demoTokens`).
 */
export const demoSeed: MockSeed = (db: MockDb) => {
  const ids = demoIds.users;
  for (const [key, user] of Object.entries(demoDescription.users) as [DemoUserKey, (typeof demoDescription.users)[DemoUserKey]][]) {
    const { email, firstName, lastName, isOnboardingComplete } = user;
    createUser(db, { id: ids[key], email, password: DEMO_PASSWORD, firstName, lastName, isOnboardingComplete, emailVerified: true });
    if (user.superAdmin) assignRole(db, ids[key], ensureSuperAdminRole(db).id);
  }

  const organizations = Object.entries(demoDescription.organizations) as [
    DemoOrganizationKey,
    (typeof demoDescription.organizations)[DemoOrganizationKey],
  ][];
  for (const [key, organization] of organizations) {
    const owner = demoDescription.users[organization.owner];
    const created = createOrganization(db, {
      id: demoIds.organizations[key],
      name: organization.name ?? personalOrganizationName(owner.firstName, owner.lastName),
      website: organization.website,
      industry: organization.industry,
      size: organization.size,
      plan: organization.plan,
      ownerId: ids[organization.owner],
    });
    for (const member of organization.members) {
      for (const roleType of member.roleTypes) {
        addMember(db, { userId: ids[member.user], organizationId: created.id, membershipType: member.membershipType, roleType });
      }
    }
  }

  seedDemoOkr(db, demoIds.organizations[demoOkr.organization], ids);

  for (const account of accounts) {
    issueSession(db, ids[account], { refreshToken: demoTokens(account).refreshToken, familyId: familyOf(account) });
  }
};
