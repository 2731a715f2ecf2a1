import { readDnsServers } from '../../lib/dnsResolver';

type Env = Record<string, string | undefined>;

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE=1: `http://` URLs and loopback/private addresses allowed (tests, intranets). */
  allowPrivate: boolean;
  /** OKR_DNS_SERVERS (`host:port,...`): resolve webhook hosts with these servers instead of the system's. */
  dnsServers: string[];
  /** WEBHOOK_TIMEOUT_MS: one attempt's whole time, from connecting to the end of the answer (default 10 s). */
  timeoutMs: number;
  /** WEBHOOK_SECRET_KEY: encrypts the stored signing secrets (at least 32 bytes); unset: generated once and kept in the database. */
  secretKey: string | null;
  /** WEBHOOK_CONCURRENCY: deliveries under way at once in this process (default 4). */
  concurrency: number;
  /** How often to look for due deliveries besides the kick after a change. */
  pollMs: number;
}

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

function readCount(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** The webhook settings of apps/api/README.md ("Webhooks"). */
export function loadWebhookConfig(env: Env): WebhookConfig {
  const secretKey = read(env, 'WEBHOOK_SECRET_KEY') ?? null;
  // The key is stretched to 256 bits by SHA-256; a short one could be guessed.
  if (secretKey !== null && Buffer.byteLength(secretKey) < 32) throw new Error('WEBHOOK_SECRET_KEY must be at least 32 bytes long');
  return {
    allowPrivate: read(env, 'WEBHOOK_ALLOW_PRIVATE') === '1',
    dnsServers: readDnsServers(env),
    timeoutMs: readCount(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
    secretKey,
    concurrency: readCount(env, 'WEBHOOK_CONCURRENCY', 4),
    pollMs: 2_000,
  };
}

/** The settings of a config that has none (tests build configs by hand): the defaults of an empty environment. */
export const webhookConfigOf = (config: { webhooks?: WebhookConfig }): WebhookConfig => config.webhooks ?? loadWebhookConfig({});
