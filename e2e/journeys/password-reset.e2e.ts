import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { linkIn, waitForEmail } from '../support/mailbox';
import { fillSignIn } from '../support/session';

const mailboxUrl = inject('mailboxUrl');

describe('forgotten password', () => {
  const browser = useBrowser();

  it('resets from the emailed link, signs out every other session, and the link works once', async () => {
    const { page, baseUrl } = browser;
    const email = `forgetful.${Date.now()}@example.com`;

    // The user has an account and is signed in on another device.
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Forgetful Person');
    await page.getByLabel('Email').last().fill(email);
    await page.getByLabel('Password').last().fill('the old password');
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL((url) => url.pathname === '/app/onboarding');
    const otherDevice = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const other = await (await otherDevice.newContext({ baseURL: baseUrl })).newPage();
      await other.goto('/login');
      await fillSignIn(other, email, 'the old password');
      await other.waitForURL((url) => url.pathname.startsWith('/app'));

      // Signed out here, the user asks for a link from the sign-in form.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      expect(await seriousViolations(page)).toEqual([]);
      const since = new Date().toISOString();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect.poll(() => page.getByText('If an account exists for that email, we sent a link to reset the password.').count()).toBe(1);

      // The email arrives at the test's SMTP server, in English, with the link to this host.
      const received = await waitForEmail(mailboxUrl, email, { since, subject: /Reset your OKR password/ });
      expect(received.language).toBe('en');
      const link = linkIn(received, `${baseUrl}/reset-password/`);
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Repeat the new password').fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      // The register password rules: nothing is sent, the field says why.
      await expect
        .poll(() => page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid'))
        .toBe('true');
      expect(page.url()).toBe(link);
      await page.getByLabel('New password', { exact: true }).fill('a brand new password');
      await page.getByLabel('Repeat the new password').fill('a brand new password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expect.poll(() => page.getByText('Your password was changed. Sign in with the new one.').count()).toBe(1);

      // The other device's session is gone: its next call is refused and it leaves the app.
      await other.goto('/app/objectives');
      await other.waitForURL((url) => !url.pathname.startsWith('/app'), { timeout: 15_000 });

      // The old password no longer works; the new one does.
      await fillSignIn(page, email, 'the old password');
      await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
      await page.getByLabel('Password').fill('a brand new password');
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/app'));

      // The same link a second time says it was used, and offers a new one.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('yet another password');
      await page.getByLabel('Repeat the new password').fill('yet another password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => page.getByText('This link has expired or was already used').count()).toBe(1);
      await expect.poll(() => page.getByRole('link', { name: 'Request a new link' }).count()).toBe(1);
    } finally {
      await otherDevice.close();
    }
  });
});
