import type { AuthSessionResponse, OrganizationRoleType } from '@okr/contract';
import type { Harness } from '../Harness';

export const PASSWORD = 'conformance-password';

/** A signed-up user with their tokens and personal organization (where they are Owner and Admin). */
export interface Account {
  userId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  refreshToken: string;
  organizationId: string;
}

/**
 * Unique across runs: the server runner shares one database per worker (and one PostgreSQL in
 * CI), so worlds never see each other's rows.
 */
export function uniqueEmail(label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}@conformance.test`;
}

/** Registers through the API itself, like a person would; fails the case if registration does. */
export async function signUp(harness: Harness, label = 'user', firstName = 'Ada', lastName = 'Lovelace'): Promise<Account> {
  const email = uniqueEmail(label);
  const { status, body } = await harness.send({
    method: 'POST',
    path: '/auth/register',
    body: { email, password: PASSWORD, firstName, lastName },
  });
  if (status !== 201) throw new Error(`setup: register answered ${status}: ${JSON.stringify(body)}`);
  const session = body as AuthSessionResponse;
  if (!session.organization) throw new Error('setup: register answered no organization');
  return {
    userId: session.user.id,
    email,
    password: PASSWORD,
    firstName,
    lastName,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    organizationId: session.organization.id,
  };
}

/** A new account that is also a member of `organizationId` holding one Application role there. */
export async function memberOf(
  harness: Harness,
  organizationId: string,
  roleType: OrganizationRoleType,
  membershipType: 'Member' | 'Admin' = 'Member',
): Promise<Account> {
  const account = await signUp(harness, roleType.toLowerCase());
  await harness.joinOrganization({ organizationId, userId: account.userId, roleType, membershipType });
  return account;
}

/** A random UUID no implementation has issued: an id of nothing. */
export const unknownId = '0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07';
