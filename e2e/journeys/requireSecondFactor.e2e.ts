import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { AuthSessionResponse } from '@okr/contract';
import { useBrowser } from '../support/browser';
import { api, enterpriseOwner, freshPage, OWNER_PASSWORD } from '../support/enterpriseOwner';
import { linkIn, waitForEmail } from '../support/mailbox';
import { fillSignIn, signIn } from '../support/session';
import { totpCode } from '../support/totp';

// Issue 32: an organization requires a second factor. Its Admin (who has one: the server refuses the
// switch to anyone without) turns on "Require a second factor" in Settings → Sign-in security; a
// member without a factor signs in, is taken to My account's Security tab with the reason, sets up
// an authenticator app there, and then reaches the organization's pages. A new Pro organization of
// its own: the journeys share a server, and the demo organizations must stay as they are.

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');

const onEnrolment = (url: URL) =>
  url.pathname === '/app/account' && url.searchParams.get('tab') === 'security' && url.searchParams.get('required') === 'second-factor';

/** Sets up an authenticator app for a signed-in account through the API: its secret. */
async function enrolTotp(token: string): Promise<string> {
  const { secret } = await api<{ secret: string }>('POST', '/auth/mfa/totp', undefined, token);
  await api('POST', '/auth/mfa/totp/confirm', { code: totpCode(secret) }, token);
  return secret;
}

/** Invites `email` to the organization as an Editor; the person registers through the emailed link's token, onboarded. */
async function inviteMember(organizationId: string, ownerToken: string, email: string, password: string) {
  const since = new Date().toISOString();
  await api('POST', `/organizations/${organizationId}/invitations`, { email, roleType: 'Editor' }, ownerToken);
  const link = linkIn(await waitForEmail(mailboxUrl, email, { since }), `${baseUrl}/invite/`);
  const invitationToken = link.slice(`${baseUrl}/invite/`.length);
  const member = await api<AuthSessionResponse>('POST', '/auth/register', { firstName: 'Milo', lastName: 'Member', email, password, invitationToken });
  // As the invitation page does before it lands in /app: else the host shows onboarding first.
  await api('POST', '/auth/complete-onboarding', undefined, member.accessToken);
}

async function dashboardShows(page: Page) {
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/app');
}

describe('an organization that requires a second factor', () => {
  const browser = useBrowser();

  it('an Admin turns it on; a member without one is taken to enrolment, adds an authenticator app, then reaches the pages', async () => {
    const { page } = browser;
    const stamp = Date.now();
    const ownerEmail = `mfa.owner.${stamp}@example.com`;
    const memberEmail = `mfa.member.${stamp}@example.com`;
    const memberPassword = 'member password 1';
    const { organizationId } = await enterpriseOwner('Petra', ownerEmail, 'Pro');
    const ownerSession = await api<AuthSessionResponse>('POST', '/auth/login', { email: ownerEmail, password: OWNER_PASSWORD });
    const ownerSecret = await enrolTotp(ownerSession.accessToken);
    await inviteMember(organizationId, ownerSession.accessToken, memberEmail, memberPassword);

    // The Admin signs in with the password and the app's code, and turns the requirement on.
    await signIn(page, ownerEmail, OWNER_PASSWORD);
    await page.getByLabel('Authentication code').fill(totpCode(ownerSecret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings?tab=sso');
    expect(await page.getByRole('tab', { name: 'Sign-in security' }).getAttribute('aria-selected')).toBe('true');
    const policy = page.locator('.okr-mfa-policy');
    await policy.locator('.okr-mfa-policy-members').getByText(memberEmail).waitFor();
    await policy.getByRole('switch', { name: 'Require a second factor' }).click();
    await page.locator('.okr-mfa-policy[data-state="required"]').waitFor();
    await expect.poll(async () => (await api<{ requireMfa: boolean }>('GET', `/organizations/${organizationId}`, undefined, ownerSession.accessToken)).requireMfa).toBe(true);

    // The member signs in (no factor: no code asked) and is taken to enrolment, with the reason.
    const member = await freshPage(page);
    try {
      await member.goto('/login');
      await fillSignIn(member, memberEmail, memberPassword);
      await member.waitForURL(onEnrolment);
      await member.getByRole('status').filter({ hasText: 'Your organization requires a second factor.' }).waitFor();
      // The organization's pages send them back while they have none.
      await member.goto('/app');
      await member.waitForURL(onEnrolment);

      // The authenticator app, as a phone adds it: the setup key under the QR code, then its code.
      const app = member.locator('.okr-totp-section');
      await app.getByRole('button', { name: 'Set up authenticator app' }).click();
      const secret = ((await app.locator('.okr-totp-secret-key').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await app.getByLabel('6-digit code').fill(totpCode(secret));
      await app.getByRole('button', { name: 'Turn on' }).click();
      await member.getByText('Save your recovery codes').waitFor();
      await member.getByRole('button', { name: 'I saved them' }).click();
      await member.locator('.okr-totp-section[data-state="locked"], .okr-totp-section[data-state="on"]').waitFor();

      // Now the organization's pages open.
      await member.goto('/app');
      await dashboardShows(member);
    } finally {
      await member.context().close();
    }

    // The Admin's list of members without a factor is empty now.
    await page.reload();
    await page.locator('.okr-mfa-policy-members[data-state="empty"]').waitFor();
  });
});
