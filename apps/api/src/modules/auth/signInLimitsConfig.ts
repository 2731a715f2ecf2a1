type Env = Record<string, string | undefined>;

/**
 * The sign-in limits (apps/api/README.md "Sign-in limits"). Failures are counted, never attempts:
 * an office of any size behind one address signs in freely, a guesser is slowed per account and a
 * credential-stuffing list is stopped per address.
 */
export interface SignInLimits {
  /** SIGN_IN_ACCOUNT_FAILURES (10): failures on one account before its delays start. */
  accountFailures: number;
  /** SIGN_IN_ACCOUNT_WINDOW_SECONDS (1 day): how long an account's failure is remembered (a success forgets them all). */
  accountWindowSeconds: number;
  /** SIGN_IN_DELAY_SECONDS (30): the delay after the failure that reaches the threshold; each further failure doubles it. */
  delaySeconds: number;
  /** SIGN_IN_MAX_DELAY_SECONDS (900): the longest delay, however many failures. */
  maxDelaySeconds: number;
  /** SIGN_IN_ADDRESS_FAILURES (50): failures from one client address, across accounts, that stop its sign-ins. */
  addressFailures: number;
  /** SIGN_IN_ADDRESS_WINDOW_SECONDS (900): the sliding window of the address's failures. */
  addressWindowSeconds: number;
}

const settings = {
  accountFailures: ['SIGN_IN_ACCOUNT_FAILURES', 10],
  accountWindowSeconds: ['SIGN_IN_ACCOUNT_WINDOW_SECONDS', 24 * 60 * 60],
  delaySeconds: ['SIGN_IN_DELAY_SECONDS', 30],
  maxDelaySeconds: ['SIGN_IN_MAX_DELAY_SECONDS', 15 * 60],
  addressFailures: ['SIGN_IN_ADDRESS_FAILURES', 50],
  addressWindowSeconds: ['SIGN_IN_ADDRESS_WINDOW_SECONDS', 15 * 60],
} as const satisfies Record<keyof SignInLimits, readonly [string, number]>;

/** Reads the SIGN_IN_* variables; each is a positive whole number, its default when unset. */
export function loadSignInLimits(env: Env): SignInLimits {
  const entries = Object.entries(settings).map(([field, [name, fallback]]) => {
    const raw = env[name]?.trim();
    if (!raw) return [field, fallback];
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    return [field, value];
  });
  return Object.fromEntries(entries) as unknown as SignInLimits;
}

/** The limits of a config that has none (tests build configs by hand): the defaults of an empty environment. */
export const signInLimitsOf = (config: { signInLimits?: SignInLimits }): SignInLimits => config.signInLimits ?? loadSignInLimits({});
