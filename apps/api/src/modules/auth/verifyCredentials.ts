import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/Database';
import { unauthenticated } from '../../lib/AppError';
import { findUserByEmail } from '../users/userRepository';
import { SSO_ONLY_PASSWORD_HASH } from '../sso/provisionSsoUser';
import { verifyDummyPassword, verifyPassword } from './passwords';

const invalidCredentials = 'Invalid email or password';

/**
 * The user behind an email and password. An unknown email and a wrong password fail alike, in
 * status, body and (through the dummy verification) time, so sign-in reveals no accounts.
 */
export async function verifyCredentials(db: Kysely<Database>, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  // An account made by single sign-on has no password: it costs the same dummy verification.
  const valid = user && user.password_hash !== SSO_ONLY_PASSWORD_HASH ? await verifyPassword(user.password_hash, password) : await verifyDummyPassword(password);
  if (!user || !valid) throw unauthenticated(invalidCredentials);
  // Only someone who knows the password learns that the account is deactivated.
  if (!user.is_active) throw unauthenticated('This account has been deactivated');
  return user;
}
