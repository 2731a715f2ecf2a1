type Env = Record<string, string | undefined>;

export interface DigestConfig {
  /** OKR_DIGEST=0 turns the weekly digest off in this process (another process may still send it). */
  enabled: boolean;
  /** DIGEST_POLL_SECONDS: how often this process looks for users whose Monday 08:00 has come (default 60). */
  pollMs: number;
  /**
   * The digest's clock (default: the system's). OKR_DIGEST_NOW (an ISO time) fixes it, for tests
   * of Monday mornings on any day; never set it in production.
   */
  now?: () => Date;
}

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The weekly digest settings of apps/api/README.md ("Weekly digest"). */
export function loadDigestConfig(env: Env): DigestConfig {
  const poll = read(env, 'DIGEST_POLL_SECONDS');
  const seconds = poll === undefined ? 60 : Number(poll);
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new Error(`DIGEST_POLL_SECONDS must be a positive number, got "${poll}"`);
  const fixed = read(env, 'OKR_DIGEST_NOW');
  const at = fixed === undefined ? null : new Date(fixed);
  if (at && Number.isNaN(at.getTime())) throw new Error(`OKR_DIGEST_NOW must be an ISO time, got "${fixed}"`);
  return { enabled: read(env, 'OKR_DIGEST') !== '0', pollMs: seconds * 1000, ...(at && { now: () => new Date(at) }) };
}
