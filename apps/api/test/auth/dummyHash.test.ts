import { hash } from '@node-rs/argon2';
import type * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { login, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

// The real argon2, counted: the dummy hash of unknown-email sign-ins must exist before the first one.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, hash: vi.fn(actual.hash) };
});

const ctx = useTestApp();

describe('the dummy hash of unknown-email sign-ins', () => {
  it('is computed when the app is built, so the first unknown email costs one verification only', async () => {
    expect(vi.mocked(hash)).toHaveBeenCalledTimes(1);
    const response = await login(ctx.app, uniqueEmail('nobody'), 'some password');
    expect(response.statusCode).toBe(401);
    expect(vi.mocked(hash)).toHaveBeenCalledTimes(1);
  });
});
