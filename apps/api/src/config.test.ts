import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { findRepoRoot } from './lib/repoRoot';

describe('loadConfig', () => {
  it('defaults to PGlite under <repo>/.data/pglite, port 3000 on loopback only, demo on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      demo: true,
      allowDemoOnNetwork: false,
      jwtSecret: null,
    });
    expect(config.dataDir).toBe(join(findRepoRoot()!, '.data/pglite'));
  });

  it('gives a reused refresh token a 10 s grace by default, configurable, 0 turning it off', () => {
    expect(loadConfig({}).refreshReuseGraceSeconds).toBe(10);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '3' }).refreshReuseGraceSeconds).toBe(3);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '0' }).refreshReuseGraceSeconds).toBe(0);
    expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '-1' })).toThrow(/REFRESH_REUSE_GRACE_SECONDS/);
  });

  it('caps a user\'s open notification streams at 10 by default, configurable, 0 for no cap', () => {
    expect(loadConfig({}).notificationStreamsPerUser).toBe(10);
    expect(loadConfig({ NOTIFICATION_STREAMS_PER_USER: '3' }).notificationStreamsPerUser).toBe(3);
    expect(loadConfig({ NOTIFICATION_STREAMS_PER_USER: '0' }).notificationStreamsPerUser).toBe(0);
    expect(() => loadConfig({ NOTIFICATION_STREAMS_PER_USER: 'many' })).toThrow(/NOTIFICATION_STREAMS_PER_USER/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: null, port: 3000 });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      OKR_ALLOW_DEMO_ON_NETWORK: '1',
      DATABASE_URL: 'postgres://u@h/db',
      OKR_DEMO: '0',
      JWT_SECRET: 's'.repeat(32),
      SIGN_IN_ACCOUNT_FAILURES: '5',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REGISTER_RATE_LIMIT: '7',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      allowDemoOnNetwork: true,
      databaseUrl: 'postgres://u@h/db',
      demo: false,
      jwtSecret: 's'.repeat(32),
      signInLimits: { accountFailures: 5, accountWindowSeconds: 86_400, delaySeconds: 30, maxDelaySeconds: 900, addressFailures: 50, addressWindowSeconds: 900 },
      trustProxy: 1,
      corsOrigins: ['https://a.example', 'https://b.example'],
      registerRateLimit: { max: 7, windowSeconds: 3600 },
    });
  });

  it('refuses a JWT_SECRET shorter than 32 bytes and a non-numeric PORT', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY as off, a hop count, every hop, or a list of proxy addresses', () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect([trust(), trust('0'), trust('false')]).toEqual([false, false, false]);
    expect([trust('1'), trust('2'), trust('true')]).toEqual([1, 2, true]);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses sign-in limits that are not positive whole numbers', () => {
    expect(() => loadConfig({ SIGN_IN_ADDRESS_FAILURES: '0' })).toThrow(/SIGN_IN_ADDRESS_FAILURES/);
    expect(() => loadConfig({ SIGN_IN_DELAY_SECONDS: 'soon' })).toThrow(/SIGN_IN_DELAY_SECONDS/);
  });

  it('serves the host app only when its index.html exists', () => {
    expect(loadConfig({ OKR_HOST_DIST: '/nonexistent' }).hostDistDir).toBeNull();
  });
});
