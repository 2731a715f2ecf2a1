import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { rateLimited } from '../../lib/AppError';
import { signInDelaySeconds } from './signInDelaySeconds';
import type { SignInLimits } from './signInLimitsConfig';

/**
 * The sign-in limits, for every way in: password, second-factor codes, passkeys, single sign-on
 * start, forgot-password (apps/api/README.md "Sign-in limits"). Only failures are counted, per
 * account and per client address, separately:
 *
 * - an account with `accountFailures` failures remembered (the last `accountWindowSeconds`) waits
 *   a growing delay after each further one; a success or a password reset forgets them all, so a
 *   stranger cannot keep the owner out;
 * - an address with `addressFailures` failures in the last `addressWindowSeconds`, whatever the
 *   accounts (credential stuffing), is refused until enough of them slide out of the window.
 *
 * A refusal is 429 RATE_LIMITED with Retry-After, the same for existing and unknown accounts (the
 * account is the email, whether or not a user has it). The failures are rows of `rate_limits`
 * (key `signin:account:<email>` or `signin:address:<ip>`, `window_start` the moment of the
 * failure, `count` the failures at that moment): every API process on the database shares them,
 * and the windows slide instead of restarting on a boundary.
 */
export interface SignInAttempt {
  /** The account tried: its email as typed (case and surrounding spaces ignored); absent when none is known (an unrecognised passkey). */
  account?: string | null;
  /** The client address (`request.ip`; behind proxies see TRUST_PROXY). */
  ip: string;
}

/**
 * Attempts naming an account that this process let through and whose outcome is not reported yet,
 * per key: counted as failures, so a burst of parallel guesses cannot all pass the check before the
 * first of them is recorded. Forgotten after PENDING_MS should an outcome never be reported.
 */
const pending = new Map<string, number[]>();
const PENDING_MS = 10_000;

function pendingCount(key: string): number {
  const live = (pending.get(key) ?? []).filter((at) => at > Date.now() - PENDING_MS);
  if (live.length > 0) pending.set(key, live);
  else pending.delete(key);
  return live.length;
}

function settle(key: string): void {
  const list = pending.get(key);
  list?.shift();
  if (list?.length === 0) pending.delete(key);
}

const accountKey = (account: string) => `signin:account:${account.trim().toLowerCase()}`;
const addressKey = (ip: string) => `signin:address:${ip}`;

interface Failure {
  at: Date;
  count: number;
}

async function failuresSince(db: Kysely<Database>, key: string, since: Date): Promise<Failure[]> {
  const rows = await db
    .selectFrom('rate_limits')
    .select(['window_start', 'count'])
    .where('key', '=', key)
    .where('window_start', '>', since)
    .orderBy('window_start')
    .execute();
  return rows.map((row) => ({ at: row.window_start, count: row.count }));
}

const total = (failures: Failure[]) => failures.reduce((sum, failure) => sum + failure.count, 0);

/** Milliseconds the address must still wait: until its oldest failures slide out below the limit. */
async function addressWaitMs(db: Kysely<Database>, limits: SignInLimits, ip: string, now: Date): Promise<number> {
  const windowMs = limits.addressWindowSeconds * 1000;
  const failures = await failuresSince(db, addressKey(ip), new Date(now.getTime() - windowMs));
  const inFlight = pendingCount(addressKey(ip));
  if (inFlight > 0 && total(failures) < limits.addressFailures && total(failures) + inFlight >= limits.addressFailures) return 1000;
  let excess = total(failures) - limits.addressFailures + 1;
  for (const failure of failures) {
    if (excess <= 0) break;
    excess -= failure.count;
    if (excess <= 0) return failure.at.getTime() + windowMs - now.getTime();
  }
  return 0;
}

/** Milliseconds the account must still wait: the delay its remembered failures earn, from the latest. */
async function accountWaitMs(db: Kysely<Database>, limits: SignInLimits, account: string, now: Date): Promise<number> {
  const failures = await failuresSince(db, accountKey(account), new Date(now.getTime() - limits.accountWindowSeconds * 1000));
  // Guesses under way may reach the threshold, or follow a delay that just ended: one at a time.
  const inFlight = pendingCount(accountKey(account));
  if (inFlight > 0 && total(failures) + inFlight >= limits.accountFailures) return 1000;
  const latest = failures.at(-1);
  if (!latest) return 0;
  return latest.at.getTime() + signInDelaySeconds(total(failures), limits) * 1000 - now.getTime();
}

/**
 * Before the credential is checked (password, code, passkey assertion) or a sign-in is started:
 * throws 429 RATE_LIMITED with Retry-After while the address or the account must wait. Records no
 * failure; an attempt naming an account counts as one in this process until the caller reports its
 * outcome with `recordSignInFailure` or `recordSignInSuccess` (always report it).
 */
export async function assertSignInAllowed(db: Kysely<Database>, limits: SignInLimits, attempt: SignInAttempt, now = new Date()): Promise<void> {
  const waits = await Promise.all([
    addressWaitMs(db, limits, attempt.ip, now),
    attempt.account ? accountWaitMs(db, limits, attempt.account, now) : 0,
  ]);
  const waitMs = Math.max(...waits);
  if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
  if (attempt.account) {
    for (const key of [addressKey(attempt.ip), accountKey(attempt.account)]) pending.set(key, [...(pending.get(key) ?? []), Date.now()]);
  }
}

/**
 * One failed sign-in: an unknown email or a wrong password, a wrong second-factor code, a refused
 * passkey. Counts once against the account (when known) and once against the address.
 */
export async function recordSignInFailure(db: Kysely<Database>, attempt: SignInAttempt, now = new Date()): Promise<void> {
  const keys = [addressKey(attempt.ip), ...(attempt.account ? [accountKey(attempt.account)] : [])];
  try {
    await db
      .insertInto('rate_limits')
      .values(keys.map((key) => ({ key, window_start: now, count: 1 })))
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
      .execute();
  } finally {
    // In flight until the failure is in the table: settled before, a check reading in between would
    // count it nowhere (a burst on PostgreSQL let one guess past the threshold).
    if (attempt.account) keys.forEach(settle);
  }
}

/**
 * A completed sign-in (after the second factor, when there is one: a right password alone must not
 * clear the failures of wrong codes), or a password reset: forgets the account's failures. The
 * address's failures stay (an attacker's own account must not clean its address).
 */
export async function recordSignInSuccess(db: Kysely<Database>, attempt: { account: string; ip?: string }): Promise<void> {
  settle(accountKey(attempt.account));
  if (attempt.ip !== undefined) settle(addressKey(attempt.ip));
  await db.deleteFrom('rate_limits').where('key', '=', accountKey(attempt.account)).execute();
}

/**
 * A right first factor that leads to a second one: its outcome is the second's (reported by the
 * call that checks it), so this attempt stops counting as in flight without forgetting anything.
 */
export function settleFirstFactor(attempt: SignInAttempt): void {
  if (!attempt.account) return;
  settle(accountKey(attempt.account));
  settle(addressKey(attempt.ip));
}
