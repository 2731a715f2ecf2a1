import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    // Each test registers from a random IP, but a generous limit keeps unrelated files independent.
    registerRateLimit: { max: 1000, windowSeconds: 3600 },
    contactRateLimit: { max: 1000, windowSeconds: 3600 },
    corsOrigins: [],
    hostDistDir: null,
    trustProxy: false,
    logLevel: 'silent',
    // Emails go to the log transport unless a test starts an SMTP server; links point here.
    appUrl: 'http://app.okr.test',
    // The forgot-password answer's time floor is tested on its own (passwordReset.test.ts).
    forgotPasswordFloorMs: 0,
    // The assistant's uploads wait in a fresh temp folder (the data directory above does not exist).
    ai: {
      uploadsDir: mkdtempSync(join(tmpdir(), 'okr-ai-uploads-')),
      extractionTimeoutMs: 30_000,
      extractionMemoryMb: 256,
      queuePollMs: 60_000,
      model: null,
    },
    ...overrides,
  };
}
