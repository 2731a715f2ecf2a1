import type { AppConfig } from '../../src/config';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-thirty-two-bytes-long';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir: '/nonexistent',
    pgliteFsync: true,
    demo: false,
    allowDemoOnNetwork: false,
    jwtSecret: TEST_JWT_SECRET,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    refreshReuseGraceSeconds: 10,
    loginRateLimit: { max: 10, windowSeconds: 60 },
    // Each test registers from a random IP, but a generous limit keeps unrelated files independent.
    registerRateLimit: { max: 1000, windowSeconds: 3600 },
    contactRateLimit: { max: 1000, windowSeconds: 3600 },
    corsOrigins: [],
    hostDistDir: null,
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  };
}
