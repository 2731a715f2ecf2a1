import type { MembershipType, OrganizationSize, Plan } from '../organizations';
import type { OrganizationRoleType } from '../roles';

// The demo data as plain values: the API's seed (apps/api/src/seed/demoSeed.ts) and the mocks'
// seed (@okr/mocks createMockDb) both build from it, so the accounts of README.md sign in to the
// same organizations and roles against either.

export type DemoUserKey = 'superAdmin' | 'admin' | 'editor' | 'viewer' | 'globexOwner' | 'newcomer';
export type DemoOrganizationKey = 'acme' | 'globex' | 'newcomer';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  isOnboardingComplete: boolean;
  /** Holds the global SuperAdmin role (category System). */
  superAdmin: boolean;
  /** Seeded by the mocks only: a fixture for stories and tests, never an account of a deployment. */
  mocksOnly: boolean;
}

export interface DemoMembership {
  user: DemoUserKey;
  membershipType: MembershipType;
  /** Application roles held there; the Owner always holds Admin. */
  roleTypes: OrganizationRoleType[];
}

export interface DemoOrganization {
  /** Null: named like any sign-up's personal organization (`personalOrganizationName`). */
  name: string | null;
  website: string | null;
  industry: string | null;
  size: OrganizationSize;
  plan: Plan;
  owner: DemoUserKey;
  /** Besides the owner, in the order they joined. */
  members: DemoMembership[];
  mocksOnly: boolean;
}

export interface DemoDescription {
  /** The password of every demo account. */
  password: string;
  users: Record<DemoUserKey, DemoUser>;
  /** In creation order: a user's first organization here is their current one. */
  organizations: Record<DemoOrganizationKey, DemoOrganization>;
}

const user = (email: string, firstName: string, lastName: string, extra: Partial<DemoUser> = {}): DemoUser => ({
  email,
  firstName,
  lastName,
  isOnboardingComplete: true,
  superAdmin: false,
  mocksOnly: false,
  ...extra,
});

export const demoDescription: DemoDescription = {
  password: 'demo-password',
  users: {
    superAdmin: user('superadmin@demo.okr', 'Sam', 'Super', { superAdmin: true }),
    admin: user('admin@demo.okr', 'Ada', 'Admin'),
    editor: user('editor@demo.okr', 'Eddie', 'Editor'),
    viewer: user('viewer@demo.okr', 'Vera', 'Viewer'),
    // Globex needs an owner of its own, so that admin@ can be a plain member there.
    globexOwner: user('globex@demo.okr', 'Hank', 'Scorpio'),
    newcomer: user('newcomer@demo.okr', 'Nora', 'Newcomer', { isOnboardingComplete: false, mocksOnly: true }),
  },
  organizations: {
    acme: {
      name: 'Acme Corp',
      website: 'https://acme.example',
      industry: 'Manufacturing',
      size: 'medium',
      plan: 'Pro',
      owner: 'admin',
      members: [
        { user: 'editor', membershipType: 'Member', roleTypes: ['Editor'] },
        { user: 'viewer', membershipType: 'Member', roleTypes: ['Viewer'] },
      ],
      mocksOnly: false,
    },
    globex: {
      name: 'Globex',
      website: 'https://globex.example',
      industry: 'Energy',
      size: 'large',
      plan: 'Free',
      owner: 'globexOwner',
      members: [{ user: 'admin', membershipType: 'Member', roleTypes: ['Editor'] }],
      mocksOnly: false,
    },
    newcomer: {
      name: null,
      website: null,
      industry: null,
      size: 'small',
      plan: 'Free',
      owner: 'newcomer',
      members: [],
      mocksOnly: true,
    },
  },
};
