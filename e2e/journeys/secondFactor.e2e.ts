import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { totpCode } from '../support/totp';

// Second factors at sign-in (issue 32), through the real API: a new user adds an authenticator app
// (the code computed the way a phone does), signs out, and signs in with the password and a code;
// then with a recovery code, as after losing the phone; a code already used is refused. Then a
// passkey in Chromium's virtual authenticator, and a sign-in with it and no password.

interface Tokens {
  accessToken: string;
}

/** A JSON call to the API from the page (same origin), with the bearer token when given. */
async function call<T>(page: Page, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body, token },
  );
}

/** Registers a fresh user through the API, with the onboarding done. */
async function registerUser(page: Page, label: string) {
  const email = `${label}.${Date.now()}@example.com`;
  const password = 'a long enough password';
  await page.goto('/login');
  const registered = await call<Tokens>(page, 'POST', '/auth/register', { firstName: 'Ada', lastName: 'Factor', email, password });
  expect(registered.status).toBe(201);
  const token = registered.body.accessToken;
  expect((await call(page, 'POST', '/auth/complete-onboarding', undefined, token)).status).toBeLessThan(300);
  return { email, password, token };
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').first().fill(email);
  await page.getByRole('button', { name: /^continue$/i }).click();
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

describe('sign-in with a second factor', () => {
  const browser = useBrowser();

  it('asks for the authenticator code after the password, takes a recovery code, refuses a code twice', async () => {
    const { page } = browser;
    const { email, password, token } = await registerUser(page, 'totp');
    const started = await call<{ secret: string }>(page, 'POST', '/auth/mfa/totp', undefined, token);
    expect(started.status).toBe(200);
    const { secret } = started.body;
    const confirmed = await call<{ recoveryCodes: string[] }>(page, 'POST', '/auth/mfa/totp/confirm', { code: totpCode(secret) }, token);
    expect(confirmed.status).toBe(200);
    const [recoveryCode] = confirmed.body.recoveryCodes;
    await signOut(page);

    // Password, then the code of the next step (the current one was spent confirming).
    await passwordStep(page, email, password);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    const next = totpCode(secret, 1);
    await code.fill(next);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    await signOut(page);

    // The same code again: refused, the step stays.
    await passwordStep(page, email, password);
    await page.getByLabel('Authentication code').fill(next);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is not correct' }).waitFor();
    expect(await page.getByLabel('Authentication code').count()).toBe(1);

    // The phone is lost: a recovery code.
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
  });

  it('adds a passkey in the virtual authenticator from My account, then signs in with it and no password', async () => {
    const { page } = browser;
    // WebAuthn takes the host name as the relying party id and refuses an IP address: the journeys
    // are served at http://localhost:<port> (globalSetup).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const { email, password } = await registerUser(page, 'passkey');
    await passwordStep(page, email, password);
    await page.waitForURL((url) => url.pathname.startsWith('/app'));

    // My account → Security → Passkeys: named, created by the browser, listed.
    await page.goto('/app/account?tab=security');
    const passkeys = page.locator('.okr-passkeys-section');
    await page.locator('.okr-passkeys-section[data-state="empty"]').waitFor();
    await passkeys.getByLabel('Passkey name').fill('Virtual laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await page.locator('.okr-passkeys-section[data-state="ready"]').getByText('Virtual laptop').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await signOut(page);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state?: { user?: { email?: string } } });
    expect(stored.state?.user?.email).toBe(email);
  });
});
