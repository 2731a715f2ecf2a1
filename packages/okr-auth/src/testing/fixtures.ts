import type { Organization, RoleRef, User, UserOrganization } from '@okr/contract';

// Test-only data, typed by the contract.
export const role = (roleType: RoleRef['roleType'], category: RoleRef['category'] = 'Application'): RoleRef => ({
  id: `role-${roleType}-${category}`,
  name: roleType,
  roleType,
  category,
  organizationId: category === 'System' ? null : 'org-acme',
});

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    roles: [role('Admin')],
    isOnboardingComplete: true,
    ...overrides,
  };
}

export function makeOrganization(id: string, name: string): Organization {
  return {
    id,
    name,
    website: null,
    industry: null,
    size: 'small',
    plan: 'Free',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export const acme = makeOrganization('org-acme', 'Acme Corp');
export const globex = makeOrganization('org-globex', 'Globex');

export function asUserOrganization(organization: Organization, roles: RoleRef[]): UserOrganization {
  return { ...organization, membershipType: 'Member', roles };
}
