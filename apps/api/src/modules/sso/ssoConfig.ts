import { readDnsServers } from '../../lib/dnsResolver';

type Env = Record<string, string | undefined>;

export interface SsoConfig {
  /** SSO_ALLOW_HTTP=1: issuers on `http://` allowed (tests, intranets); otherwise https only. */
  allowHttp: boolean;
  /** SSO_SECRET_KEY: 32 bytes (64 hex digits or base64) sealing client secrets; null: a key kept in the database. */
  secretKey: Buffer | null;
  /** OKR_DNS_SERVERS: the resolvers of the TXT check; empty: the system's. */
  dnsServers: string[];
  /** SSO_TIMEOUT_MS: each call to a provider or DNS server (discovery, token, keys, TXT), default 10 s. */
  timeoutMs: number;
}

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/** 64 hex digits, or base64/base64url of 32 bytes; anything else stops the start. */
export function parseSsoSecretKey(raw: string): Buffer {
  const bytes = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length !== 32) throw new Error('SSO_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
  return bytes;
}

/** The single sign-on settings of apps/api/README.md ("Single sign-on"). */
export function loadSsoConfig(env: Env): SsoConfig {
  const rawKey = read(env, 'SSO_SECRET_KEY');
  const timeout = Number(read(env, 'SSO_TIMEOUT_MS') ?? 10_000);
  if (!Number.isInteger(timeout) || timeout < 1) throw new Error(`SSO_TIMEOUT_MS must be a positive integer, got "${read(env, 'SSO_TIMEOUT_MS')}"`);
  return {
    allowHttp: read(env, 'SSO_ALLOW_HTTP') === '1',
    secretKey: rawKey === undefined ? null : parseSsoSecretKey(rawKey),
    dnsServers: readDnsServers(env),
    timeoutMs: timeout,
  };
}

/** The settings of a config that has none (tests build configs by hand): the defaults of an empty environment. */
export const ssoConfigOf = (config: { sso?: SsoConfig }): SsoConfig => config.sso ?? loadSsoConfig({});
