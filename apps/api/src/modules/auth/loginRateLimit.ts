import type { Kysely } from 'kysely';
import type { RateLimitSetting } from '../../config';
import type { Database } from '../../db/Database';
import { rateLimited } from '../../lib/AppError';
import { consumeRateLimit } from '../../lib/consumeRateLimit';

/**
 * Counts a sign-in attempt against the client IP and against the account, before the password is
 * checked: one IP cannot try many accounts, and many IPs cannot hammer one account.
 */
export async function enforceLoginRateLimit(
  db: Kysely<Database>,
  limit: RateLimitSetting,
  ip: string,
  email: string,
): Promise<void> {
  const results = await Promise.all([
    consumeRateLimit(db, `login:ip:${ip}`, limit),
    consumeRateLimit(db, `login:email:${email.toLowerCase()}`, limit),
  ]);
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length > 0) throw rateLimited(Math.max(...blocked.map((result) => result.retryAfterSeconds)));
}
