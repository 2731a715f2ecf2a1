import { TIME_ZONE_DEFAULT } from '@okr/contract';
import type { User } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { UserRecord } from './records';
import { rolesInOrganization } from './roles';

export interface CreateUserInput {
  id?: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isOnboardingComplete?: boolean;
  /** Proven by how the account is made (an invitation, the demo seed); else false until a link is opened. */
  emailVerified?: boolean;
}

export function createUser(db: MockDb, input: CreateUserInput): UserRecord {
  return db.users.insert({
    id: input.id ?? db.nextId('user'),
    email: input.email.trim().toLowerCase(),
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    isOnboardingComplete: input.isOnboardingComplete ?? false,
    weeklyDigest: true,
    timeZone: TIME_ZONE_DEFAULT,
    emailVerified: input.emailVerified ?? false,
    isActive: true,
    lastOrganizationId: null,
    createdAt: db.now(),
  });
}

export function findUserByEmail(db: MockDb, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email === wanted);
}

export function fullNameOf(user: Pick<UserRecord, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The wire `User`: roles of the given organization, plus the global ones (SuperAdmin). */
export function toUser(db: MockDb, user: UserRecord, organizationId: string | null): User {
  const global = db.userRoles.filter((row) => row.userId === user.id).flatMap((row) => {
    const role = db.roles.get(row.roleId);
    return role && role.organizationId === null ? [role] : [];
  });
  const local = organizationId ? rolesInOrganization(db, user.id, organizationId) : [];
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullNameOf(user),
    email: user.email,
    roles: [...local, ...global].map(({ id, name, roleType, category, organizationId: orgId }) => ({
      id,
      name,
      roleType,
      category,
      organizationId: orgId,
    })),
    isOnboardingComplete: user.isOnboardingComplete,
    weeklyDigest: user.weeklyDigest,
    timeZone: user.timeZone,
    emailVerified: user.emailVerified,
  };
}
