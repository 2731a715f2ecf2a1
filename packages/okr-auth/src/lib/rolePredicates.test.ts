import type { RoleRef } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { hasRole, homePathFor, isSuperAdmin } from './rolePredicates';

const role = (roleType: RoleRef['roleType'], category: RoleRef['category']): RoleRef => ({
  id: `${roleType}-${category}`,
  name: roleType,
  roleType,
  category,
  organizationId: null,
});

describe('role predicates', () => {
  it('recognises a super administrator only with a System SuperAdmin role', () => {
    expect(isSuperAdmin({ roles: [role('SuperAdmin', 'System')] })).toBe(true);
    expect(isSuperAdmin({ roles: [role('SuperAdmin', 'Custom')] })).toBe(false);
    expect(isSuperAdmin({ roles: [role('Admin', 'Application')] })).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
  });

  it('checks role types', () => {
    const admin = { roles: [role('Admin', 'Application')] };
    expect(hasRole(admin, ['Admin', 'SuperAdmin'])).toBe(true);
    expect(hasRole({ roles: [role('Editor', 'Application')] }, ['Admin', 'SuperAdmin'])).toBe(false);
    expect(hasRole(undefined, ['Admin'])).toBe(false);
  });

  it('sends SuperAdmin to /admin, unfinished onboarding to /app/onboarding, others to /app', () => {
    expect(homePathFor({ roles: [role('SuperAdmin', 'System')], isOnboardingComplete: false })).toBe('/admin');
    expect(homePathFor({ roles: [], isOnboardingComplete: false })).toBe('/app/onboarding');
    expect(homePathFor({ roles: [], isOnboardingComplete: true })).toBe('/app');
  });
});
