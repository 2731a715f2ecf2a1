import { randomUUID } from 'node:crypto';
import type { EmailLanguage, UpdateMeRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { isUuid } from '../../lib/isUuid';

export interface NewUserInput {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isOnboardingComplete?: boolean;
  /** The language of the emails no request causes (the weekly digest); English when unknown. */
  language?: EmailLanguage;
  /** The address is proven by how the account is made (single sign-on, an invitation, the seed). */
  emailVerified?: boolean;
}

/** Emails are stored lowercased (the contract lowercases them too; the column checks it). */
export async function insertUser(db: Kysely<Database>, input: NewUserInput): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      is_onboarding_complete: input.isOnboardingComplete ?? false,
      current_organization_id: null,
      ...(input.language && { language: input.language }),
      ...(input.emailVerified && { email_verified_at: new Date() }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setCurrentOrganization(
  db: Kysely<Database>,
  userId: string,
  organizationId: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_organization_id: organizationId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function completeOnboarding(db: Kysely<Database>, userId: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ is_onboarding_complete: true, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * PATCH /auth/me: only the fields sent change; `language` (the request's) is what the emails no
 * request causes are written in, like every email's "the language of whoever last saved it".
 */
export async function updateOwnSettings(
  db: Kysely<Database>,
  userId: string,
  changes: UpdateMeRequest,
  language: EmailLanguage,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      ...(changes.weeklyDigest !== undefined && { weekly_digest: changes.weeklyDigest }),
      ...(changes.timeZone !== undefined && { time_zone: changes.timeZone }),
      ...(changes.firstName !== undefined && { first_name: changes.firstName }),
      ...(changes.lastName !== undefined && { last_name: changes.lastName }),
      language: changes.locale ?? language,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
