type Env = Record<string, string | undefined>;

export interface MentionEmailConfig {
  /** OKR_MENTION_EMAILS=0 turns the mention emails off in this process (another process may still send them). */
  enabled: boolean;
  /** MENTION_EMAIL_POLL_SECONDS: how often this process looks for mentions to email (default 30). */
  pollMs: number;
  /** MENTION_EMAIL_DELAY_SECONDS: how long a mention waits first, so a burst goes in one email (default 60). */
  delayMs: number;
  /** The clock (tests); default the system's. */
  now?: () => Date;
}

const seconds = (env: Env, name: string, fallback: number) => {
  const raw = env[name]?.trim() || undefined;
  const value = raw === undefined ? fallback : Number(raw);
  if (!(value >= 0) || !Number.isFinite(value)) throw new Error(`${name} must be a number of seconds, got "${raw}"`);
  return value * 1000;
};

/** The mention email settings of apps/api/README.md ("Notifications"). */
export function loadMentionEmailConfig(env: Env): MentionEmailConfig {
  return {
    enabled: env.OKR_MENTION_EMAILS?.trim() !== '0',
    pollMs: Math.max(seconds(env, 'MENTION_EMAIL_POLL_SECONDS', 30), 1000),
    delayMs: seconds(env, 'MENTION_EMAIL_DELAY_SECONDS', 60),
  };
}
