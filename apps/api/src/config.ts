import { API_KEY_RATE_LIMIT_DEFAULT, INVITATION_TTL_DAYS_DEFAULT } from '@okr/contract';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findRepoRoot } from './lib/repoRoot';
import { loadAiConfig } from './modules/ai/aiConfig';
import type { AiConfig } from './modules/ai/aiConfig';
import { loadDigestConfig } from './modules/digest/digestConfig';
import type { DigestConfig } from './modules/digest/digestConfig';
import { loadMentionEmailConfig } from './modules/notifications/mentionEmailConfig';
import type { MentionEmailConfig } from './modules/notifications/mentionEmailConfig';
import { NOTIFICATION_STREAMS_PER_USER_DEFAULT } from './modules/notifications/notificationStreamsPerUser';
import { loadSsoConfig } from './modules/sso/ssoConfig';
import type { SsoConfig } from './modules/sso/ssoConfig';
import { loadWebhookConfig } from './modules/webhooks/webhookConfig';
import type { WebhookConfig } from './modules/webhooks/webhookConfig';
import { loadSignInLimits } from './modules/auth/signInLimitsConfig';
import type { SignInLimits } from './modules/auth/signInLimitsConfig';

export type TrustProxy = boolean | number | string[];

export interface RateLimitSetting {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface AppConfig {
  port: number;
  /** Interface to listen on; loopback unless HOST opens it (`0.0.0.0`: every interface). */
  host: string;
  /** PostgreSQL connection string; null selects the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory, used when `databaseUrl` is null. */
  dataDir: string;
  /** PGlite flushes each commit to the disk (survives an OS crash); `OKR_PGLITE_FSYNC=0` turns it off. */
  pgliteFsync: boolean;
  /** Seed the demo accounts into an empty database at start. */
  demo: boolean;
  /** OKR_ALLOW_DEMO_ON_NETWORK=1: start with the demo accounts on a non-loopback HOST anyway. */
  allowDemoOnNetwork: boolean;
  /** HS256 secret for access tokens; null means "generate once and keep it in the database". */
  jwtSecret: string | null;
  refreshTokenTtlSeconds: number;
  /**
   * How long after its rotation a refresh token presented again still answers a valid pair of its
   * family (a retry after a lost answer, two tabs racing) instead of counting as reuse; 0 = off.
   */
  refreshReuseGraceSeconds: number;
  /** The sign-in limits (SIGN_IN_*): failures per account and per address; defaults when absent. */
  signInLimits?: SignInLimits;
  /** SMTP_URL: deliver emails by SMTP (nodemailer); unset: keep them in the outbox and log one line each. */
  smtpUrl?: string | null;
  /** MAIL_FROM: the sender of every email. */
  mailFrom?: string;
  /** APP_URL: where people open the app, for the links emails carry (default http://localhost:PORT). */
  appUrl?: string;
  /** API_URL: the API's own public address, for the SSO redirect URI (default `{APP_URL}/api`). */
  apiUrl?: string;
  /** INVITATION_TTL_DAYS: how long an invitation link stays valid (default 7 days). */
  invitationTtlDays?: number;
  /** The forgot-password answer is sent no sooner than this after the request (same time whether or not the account exists). */
  forgotPasswordFloorMs?: number;
  /** Requests an API key may make a minute (API_KEY_RATE_LIMIT, default 600). */
  apiKeyRateLimit?: number;
  /** NOTIFICATION_STREAMS_PER_USER: open notification streams a user may hold in this process; one more closes their oldest (default 10, 0: no cap). */
  notificationStreamsPerUser?: number;
  /** Sign-ups allowed per client IP and window. */
  registerRateLimit: RateLimitSetting;
  /** Contact-form messages allowed per client IP and window (CONTACT_RATE_LIMIT an hour). */
  contactRateLimit: RateLimitSetting;
  /** Origins of partner portals allowed to call the API from the browser (CORS); empty = same origin only. */
  corsOrigins: string[];
  /** Folder of the built host app (holding index.html); null when there is none to serve. */
  hostDistDir: string | null;
  /**
   * TRUST_PROXY: whose X-Forwarded-* to believe (client IP, HTTPS): false = nobody; a number = that
   * many proxies in front of the server (hop count); a list = proxies at these addresses/CIDRs;
   * true = every hop (only when the proxy overwrites X-Forwarded-For).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** The AI assistant (uploads folder, extraction limits, optional model); defaults from the data directory when absent. */
  ai?: AiConfig;
  /** Webhook deliveries (api-contract.md "Webhooks"); defaults when absent. */
  webhooks?: WebhookConfig;
  /** Single sign-on (api-contract.md "Single sign-on"); defaults when absent. */
  sso?: SsoConfig;
  /** The weekly digest (api-contract.md "My week"); absent: not sent by this app (tests enable it where they test it). */
  digest?: DigestConfig;
  /** Batched mention emails (api-contract.md "Comments, mentions, notifications"); absent: not sent by this app (tests enable it where they test it). */
  mentionEmails?: MentionEmailConfig;
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `DATABASE_URL=` in a shell or a harness means "not set". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInt(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function readList(env: Env, name: string): string[] {
  return (read(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function readJwtSecret(env: Env): string | null {
  const secret = read(env, 'JWT_SECRET') ?? null;
  // A short HS256 key can be brute-forced offline from any issued token.
  if (secret !== null && Buffer.byteLength(secret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes long');
  return secret;
}

function resolveHostDist(env: Env, repoRoot: string | null): string | null {
  const configured = read(env, 'OKR_HOST_DIST');
  const dir = configured ? resolve(configured) : repoRoot ? join(repoRoot, 'apps/host/dist') : null;
  return dir && existsSync(join(dir, 'index.html')) ? dir : null;
}

/** TRUST_PROXY: unset/`0`/`false`, a hop count (`1` = one load balancer), `true`, or proxy addresses/CIDRs. */
function readTrustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return readList(env, 'TRUST_PROXY');
}

/** Reads the server's settings from the environment (see apps/api/README.md). */
export function loadConfig(env: Env = process.env): AppConfig {
  const repoRoot = findRepoRoot();
  const defaultDataDir = join(repoRoot ?? process.cwd(), '.data/pglite');
  const dataDir = resolve(read(env, 'OKR_DATA_DIR') ?? defaultDataDir);
  return {
    port: readInt(env, 'PORT', 3000),
    host: read(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: read(env, 'DATABASE_URL') ?? null,
    dataDir,
    pgliteFsync: read(env, 'OKR_PGLITE_FSYNC') !== '0',
    demo: read(env, 'OKR_DEMO') !== '0',
    allowDemoOnNetwork: read(env, 'OKR_ALLOW_DEMO_ON_NETWORK') === '1',
    jwtSecret: readJwtSecret(env),
    refreshTokenTtlSeconds: readInt(env, 'REFRESH_TOKEN_TTL_DAYS', 30) * 24 * 60 * 60,
    refreshReuseGraceSeconds: readInt(env, 'REFRESH_REUSE_GRACE_SECONDS', 10),
    signInLimits: loadSignInLimits(env),
    apiKeyRateLimit: readInt(env, 'API_KEY_RATE_LIMIT', API_KEY_RATE_LIMIT_DEFAULT),
    notificationStreamsPerUser: readInt(env, 'NOTIFICATION_STREAMS_PER_USER', NOTIFICATION_STREAMS_PER_USER_DEFAULT),
    smtpUrl: read(env, 'SMTP_URL') ?? null,
    mailFrom: read(env, 'MAIL_FROM') ?? 'OKR <no-reply@localhost>',
    appUrl: (read(env, 'APP_URL') ?? `http://localhost:${readInt(env, 'PORT', 3000)}`).replace(/\/+$/, ''),
    invitationTtlDays: readInt(env, 'INVITATION_TTL_DAYS', INVITATION_TTL_DAYS_DEFAULT),
    ...(read(env, 'API_URL') !== undefined && { apiUrl: read(env, 'API_URL')!.replace(/\/+$/, '') }),
    registerRateLimit: { max: readInt(env, 'REGISTER_RATE_LIMIT', 20), windowSeconds: 60 * 60 },
    contactRateLimit: { max: readInt(env, 'CONTACT_RATE_LIMIT', 5), windowSeconds: 60 * 60 },
    corsOrigins: readList(env, 'CORS_ORIGINS'),
    hostDistDir: resolveHostDist(env, repoRoot),
    trustProxy: readTrustProxy(env),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    ai: loadAiConfig(env, dataDir),
    webhooks: loadWebhookConfig(env),
    sso: loadSsoConfig(env),
    digest: loadDigestConfig(env),
    mentionEmails: loadMentionEmailConfig(env),
  };
}
