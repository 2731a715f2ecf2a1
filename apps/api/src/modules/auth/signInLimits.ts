import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
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

const accountKey = (account: string) => `signin:account:${account.trim().toLowerCase()}`;
const addressKey = (ip: string) => `signin:address:${ip}`;

type Db = Kysely<Database> | Transaction<Database>;

interface Failure {
  at: Date;
  count: number;
}

async function failuresSince(db: Db, key: string, since: Date): Promise<Failure[]> {
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
async function addressWaitMs(db: Db, limits: SignInLimits, ip: string, now: Date): Promise<number> {
  const windowMs = limits.addressWindowSeconds * 1000;
  const failures = await failuresSince(db, addressKey(ip), new Date(now.getTime() - windowMs));
  let excess = total(failures) - limits.addressFailures + 1;
  for (const failure of failures) {
    if (excess <= 0) break;
    excess -= failure.count;
    if (excess <= 0) return failure.at.getTime() + windowMs - now.getTime();
  }
  return 0;
}

/** Milliseconds the account must still wait: the delay its remembered failures earn, from the latest. */
async function accountWaitMs(db: Db, limits: SignInLimits, account: string, now: Date): Promise<number> {
  const failures = await failuresSince(db, accountKey(account), new Date(now.getTime() - limits.accountWindowSeconds * 1000));
  const latest = failures.at(-1);
  if (!latest) return 0;
  return latest.at.getTime() + signInDelaySeconds(total(failures), limits) * 1000 - now.getTime();
}

async function waitMsOf(db: Db, limits: SignInLimits, attempt: SignInAttempt, now: Date): Promise<number> {
  const address = await addressWaitMs(db, limits, attempt.ip, now);
  const account = attempt.account ? await accountWaitMs(db, limits, attempt.account, now) : 0;
  return Math.max(address, account);
}

const keysOf = (attempt: SignInAttempt) => [addressKey(attempt.ip), ...(attempt.account ? [accountKey(attempt.account)] : [])];

/** One failure more at `now` on each key, in the caller's transaction or on its own. */
async function countFailure(db: Db, keys: string[], now: Date): Promise<void> {
  await db
    .insertInto('rate_limits')
    .values(keys.map((key) => ({ key, window_start: now, count: 1 })))
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .execute();
}

/** Takes back the failure counted at `at` on each key (a reservation whose attempt did not fail). */
async function uncountFailure(db: Db, keys: string[], at: Date): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql`count - 1` }).where('key', 'in', keys).where('window_start', '=', at).execute();
  await db.deleteFrom('rate_limits').where('key', 'in', keys).where('window_start', '=', at).where('count', '<=', 0).execute();
}

/**
 * Whether the address and the account may try now, without reserving anything: for what starts a
 * sign-in without checking a credential (forgot-password, single sign-on start) and reports no
 * outcome. Throws 429 RATE_LIMITED with Retry-After while either must wait.
 */
export async function assertSignInAllowed(db: Kysely<Database>, limits: SignInLimits, attempt: SignInAttempt, now = new Date()): Promise<void> {
  const waitMs = await waitMsOf(db, limits, attempt, now);
  if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
}

/**
 * A reserved attempt, counted as a failure: a wrong credential has nothing more to report (nor has
 * an attempt that ends in an error); the other outcomes take the count back.
 */
export interface SignInReservation {
  /** The last factor held: the account's failures are forgotten and the address's reserved one taken back. */
  succeeded(): Promise<void>;
  /** A right first factor that leads to a second: its outcome is the second's, so both reserved failures are taken back, nothing forgotten. */
  firstFactorHeld(): Promise<void>;
}

/**
 * Before a credential is checked (password, code, passkey assertion): throws 429 RATE_LIMITED with
 * Retry-After while the address or the account must wait; otherwise counts the attempt as a failure
 * on both keys at once, until its outcome is reported on the returned reservation. The check and
 * the count are one transaction holding `pg_advisory_xact_lock` on each key (taken in one order), so
 * every check on those keys, in any API process on the database, sees the attempts let through
 * before it: a burst of parallel guesses gets exactly the threshold through, never one more. (On
 * the embedded database a transaction holds its only connection: serial too.)
 */
export async function reserveSignInAttempt(db: Kysely<Database>, limits: SignInLimits, attempt: SignInAttempt, now = new Date()): Promise<SignInReservation> {
  const reserved = keysOf(attempt);
  await db.transaction().execute(async (trx) => {
    for (const key of [...reserved].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const waitMs = await waitMsOf(trx, limits, attempt, now);
    if (waitMs > 0) throw rateLimited(Math.max(1, Math.ceil(waitMs / 1000)));
    await countFailure(trx, reserved, now);
  });
  return {
    succeeded: async () => {
      await uncountFailure(db, [addressKey(attempt.ip)], now);
      if (attempt.account) await recordSignInSuccess(db, { account: attempt.account });
    },
    firstFactorHeld: () => uncountFailure(db, reserved, now),
  };
}

/**
 * One failed sign-in counted on its own, outside a reservation (tests set failures at given moments
 * with it): once against the account (when known) and once against the address.
 */
export async function recordSignInFailure(db: Kysely<Database>, attempt: SignInAttempt, now = new Date()): Promise<void> {
  await countFailure(db, keysOf(attempt), now);
}

/**
 * A completed sign-in (after the second factor, when there is one: a right password alone must not
 * clear the failures of wrong codes), or a password reset: forgets the account's failures. The
 * address's failures stay (an attacker's own account must not clean its address).
 */
export async function recordSignInSuccess(db: Db, attempt: { account: string }): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', accountKey(attempt.account)).execute();
}
