import type * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { login, uniqueEmail } from '../support/api';
import { testConfig } from '../support/testConfig';
import { sharedDatabase } from '../support/testDatabase';

// The real argon2, counted: the dummy hash of unknown-email sign-ins must exist before the first one.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, hash: vi.fn(actual.hash) };
});

describe('the dummy hash of unknown-email sign-ins', () => {
  it('is computed when the app is built, so the first unknown email costs one verification only', async () => {
    // The api project shares modules between the files of a worker, and the dummy hash is kept once
    // per process: start from a fresh module registry, so that this build is the process's first.
    vi.resetModules();
    const { hash } = await import('@node-rs/argon2');
    const { buildApp } = await import('../../src/app');
    const { db } = await sharedDatabase();
    const app = await buildApp({ db, config: testConfig() });
    try {
      await app.ready();
      expect(vi.mocked(hash)).toHaveBeenCalledTimes(1);
      const response = await login(app, uniqueEmail('nobody'), 'some password');
      expect(response.statusCode).toBe(401);
      expect(vi.mocked(hash)).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});
