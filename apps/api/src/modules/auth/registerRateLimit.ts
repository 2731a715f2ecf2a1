import type { Kysely } from 'kysely';
import type { RateLimitSetting } from '../../config';
import type { Database } from '../../db/Database';
import { rateLimited } from '../../lib/AppError';
import { consumeRateLimit } from '../../lib/consumeRateLimit';

/** Counts a sign-up against the client IP, so one client cannot mass-create accounts. */
export async function enforceRegisterRateLimit(db: Kysely<Database>, limit: RateLimitSetting, ip: string) {
  const result = await consumeRateLimit(db, `register:ip:${ip}`, limit);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}
