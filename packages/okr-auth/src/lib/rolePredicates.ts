import type { RoleType, User } from '@okr/contract';

type UserWithRoles = Pick<User, 'roles'> | null | undefined;

/** Spec §6: a super administrator holds a role of type SuperAdmin in category System. */
export function isSuperAdmin(user: UserWithRoles): boolean {
  return Boolean(user?.roles.some((role) => role.roleType === 'SuperAdmin' && role.category === 'System'));
}

/** True when any of the user's roles has one of the given types (the spec's Admin check). */
export function hasRole(user: UserWithRoles, roleTypes: readonly RoleType[]): boolean {
  return Boolean(user?.roles.some((role) => roleTypes.includes(role.roleType)));
}

/** Where a signed-in user belongs: /admin, the onboarding, or the app. */
export function homePathFor(user: Pick<User, 'roles' | 'isOnboardingComplete'>): string {
  if (isSuperAdmin(user)) return '/admin';
  if (!user.isOnboardingComplete) return '/app/onboarding';
  return '/app';
}
