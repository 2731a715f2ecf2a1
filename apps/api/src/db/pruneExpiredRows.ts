import type { Kysely } from 'kysely';
import type { Database } from './Database';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * Deletes rows that can no longer matter: rate-limit rows older than `rateLimitHorizonSeconds` (an
 * hour, or the longest window a rate limit remembers, such as an account's sign-in failures), refresh
 * tokens expired for over a day (an expired token is refused whether or not its row exists, so
 * reuse detection loses nothing), and weekly digest decisions over two weeks old (a digest is only
 * ever due on the Monday of its own week, so an older row can never stop a second send).
 */
export async function pruneExpiredRows(db: Kysely<Database>, now = new Date(), rateLimitHorizonSeconds = 3600): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - Math.max(hour, rateLimitHorizonSeconds * 1000)))
    .execute();
  await db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', new Date(now.getTime() - day))
    .execute();
  await db
    .deleteFrom('weekly_digests')
    .where('created_at', '<', new Date(now.getTime() - 14 * day))
    .execute();
  // Started single sign-ons never finished: refused after their expiry anyway.
  await db.deleteFrom('sso_logins').where('expires_at', '<', new Date(now.getTime() - hour)).execute();
  await db.deleteFrom('saml_requests').where('expires_at', '<', new Date(now.getTime() - hour)).execute();
  await db.deleteFrom('saml_assertions').where('expires_at', '<', new Date(now.getTime() - hour)).execute();
  // Sign-in steps waiting for a second factor and WebAuthn challenges: refused after expiry anyway.
  await db.deleteFrom('mfa_challenges').where('expires_at', '<', new Date(now.getTime() - hour)).execute();
}

/** Prunes now and then every hour; the timer never keeps the process alive on its own. */
export function schedulePruning(db: Kysely<Database>, onError: (error: unknown) => void, rateLimitHorizonSeconds = 3600): () => void {
  const run = () => pruneExpiredRows(db, new Date(), rateLimitHorizonSeconds).catch(onError);
  void run();
  const timer = setInterval(run, hour);
  timer.unref();
  return () => clearInterval(timer);
}
