import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { grantSuperAdmin } from '../authorization/superAdminRole';
import { hashPassword } from '../auth/passwords';
import { findUserByEmail, insertUser } from './userRepository';

export interface SuperAdminInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Gives a deployment its first administrator without demo data: creates the account (onboarding
 * done) or, when the email exists, leaves its password alone and only grants the SuperAdmin role.
 */
export async function createOrPromoteSuperAdmin(
  db: Kysely<Database>,
  input: SuperAdminInput,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await db.transaction().execute((trx) => grantSuperAdmin(trx, existing.id));
    return { user: existing, created: false };
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, { ...input, passwordHash, isOnboardingComplete: true });
    await grantSuperAdmin(trx, created.id);
    return created;
  });
  return { user, created: true };
}
