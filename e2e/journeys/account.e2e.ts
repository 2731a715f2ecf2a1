import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { linkIn, waitForEmail } from '../support/mailbox';
import { fillSignIn } from '../support/session';

// My account (issue 32), through the real API and SMTP: a new user verifies the address from the
// emailed link, renames themselves, sees their two sign-ins (two browsers) and ends the other one,
// which is signed out at its next request.

const mailboxUrl = inject('mailboxUrl');

describe('my account', () => {
  const browser = useBrowser();

  it('verifies the email from the outbox, changes the name, and ends the other session', async () => {
    const { page, baseUrl } = browser;
    const email = `account.${Date.now()}@example.com`;
    const password = 'a long enough password';
    const since = new Date().toISOString();

    await page.goto('/register');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').last().fill(email);
    await page.getByLabel('Password').last().fill(password);
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL((url) => url.pathname === '/app/onboarding');
    await page.getByRole('button', { name: /get started|complete/i }).click();
    await page.waitForURL((url) => url.pathname === '/app');

    // Not verified yet: the banner says where the link went.
    await page.getByText(`Please verify your email: we sent a link to ${email}.`).waitFor();

    // The link of the sign-up email verifies the address; the banner is gone.
    const received = await waitForEmail(mailboxUrl, email, { since, subject: /Verify your OKR email/ });
    await page.goto(linkIn(received, `${baseUrl}/verify-email/`));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await expect.poll(() => page.locator('.okr-unverified-banner').count()).toBe(0);

    // My account, from the user menu: a new first name.
    await page.getByRole('button', { name: 'Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByLabel('First name').fill('Amazing Grace');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Name saved.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Amazing Grace Hopper' }).count()).toBe(1);

    const otherBrowser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      // Signed in on another device too.
      const other = await (await otherBrowser.newContext({ baseURL: baseUrl })).newPage();
      await other.goto('/login');
      await fillSignIn(other, email, password);
      await other.waitForURL((url) => url.pathname.startsWith('/app'));

      // Both sign-ins are listed; this one is marked and cannot be ended from here.
      await page.getByRole('tab', { name: 'Sessions' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'sessions');
      const list = page.locator('.okr-session-list');
      await expect.poll(() => list.locator('li').count()).toBe(2);
      expect(await list.locator('li[data-current]').getByText('This device').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      await list.locator('li:not([data-current])').getByRole('button', { name: /^End session/ }).click();
      await expect.poll(() => list.locator('li').count()).toBe(1);
      await page.getByText('You are signed in on this device only.').waitFor();

      // The other device is signed out at its next request, not at its token's expiry.
      await other.goto('/app/objectives');
      await other.waitForURL((url) => !url.pathname.startsWith('/app'), { timeout: 15_000 });

      // This one carries on.
      await page.reload();
      await page.getByText('You are signed in on this device only.').waitFor();
    } finally {
      await otherBrowser.close();
    }
  });
});
