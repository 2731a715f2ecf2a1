import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

export interface RateLimitWindow {
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (the Retry-After value). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is within `max`. The counter
 * lives in the database (one atomic upsert), so every API process behind a load balancer shares it.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  key: string,
  { max, windowSeconds }: RateLimitWindow,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { count } = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (count === 1) {
    // First hit of a new window: the key's older windows are dead weight.
    await db.deleteFrom('rate_limits').where('key', '=', key).where('window_start', '<', windowStart).execute();
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: count <= max, retryAfterSeconds };
}
