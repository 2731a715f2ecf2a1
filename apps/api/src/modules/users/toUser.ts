import type { RoleRef, User } from '@okr/contract';
import type { UserRow } from '../../db/Database';

export function fullNameOf(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** The wire User; `roles` are those of the current organization plus the global ones held. */
export function toUser(row: UserRow, roles: RoleRef[]): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: fullNameOf(row),
    email: row.email,
    roles,
    isOnboardingComplete: row.is_onboarding_complete,
    weeklyDigest: row.weekly_digest,
    timeZone: row.time_zone,
    emailVerified: row.email_verified_at !== null,
  };
}
