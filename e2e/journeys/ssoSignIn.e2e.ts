import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SSO_REQUIRED_MESSAGE } from '@okr/contract';
import type { MeResponse } from '@okr/contract';
// The API suite's real OpenID provider (the `oidc-provider` package), shared rather than copied.
import { TEST_CLIENT, startOidcProvider } from '../../apps/api/test/support/sso/startOidcProvider';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { enterpriseOwner, freshPage, OWNER_PASSWORD } from '../support/enterpriseOwner';
import { signIn } from '../support/session';

// Issue 19 end to end: an Enterprise organization connects a real OpenID provider run by this
// test, a super administrator verifies its domain in /admin, and a person who never registered
// signs in through the provider and lands in that organization with the default role. With
// enforcement on, a password sign-in for the domain is refused with the contract's message.
// Everything happens in a new organization and a domain of its own: the journeys share a server.

const baseUrl = inject('baseUrl');

async function meOf(page: Page): Promise<MeResponse> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { accessToken: string } };
    const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${stored.state.accessToken}` } });
    return (await response.json()) as MeResponse;
  });
}

describe('single sign-on', () => {
  const browser = useBrowser();
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: `${baseUrl}/api/auth/sso/callback` });
  });
  afterAll(async () => {
    await provider?.stop();
  });

  it('a person who never registered signs in through the provider; enforced, a password is refused', async () => {
    const { page } = browser;
    const stamp = Date.now();
    const domain = `sso-${stamp}.test`;
    const newcomer = `nova.${stamp}@${domain}`;
    provider.accounts.set(newcomer, { email: newcomer, email_verified: true, given_name: 'Nova', family_name: 'Newcomer' });

    // An owner with an organization of their own, moved to Enterprise by the super administrator.
    const ownerEmail = `sso-owner.${stamp}@example.com`;
    const { organizationId } = await enterpriseOwner('Olga', ownerEmail);

    // The owner connects the provider in Settings → Sign-in security.
    await signIn(page, ownerEmail, OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings?tab=sso');
    await page.getByRole('button', { name: 'Set up single sign-on' }).click();
    await expect.poll(() => page.locator('.okr-sso-settings code').first().textContent()).toBe(`${baseUrl}/api/auth/sso/callback`);
    await page.getByRole('textbox', { name: 'Issuer URL' }).fill(provider.issuer);
    await page.getByRole('textbox', { name: 'Client ID' }).fill(TEST_CLIENT.clientId);
    await page.getByLabel('Client secret').fill(TEST_CLIENT.clientSecret);
    await page.getByRole('textbox', { name: 'Add a domain' }).fill(domain);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('combobox', { name: 'Role of people who sign in for the first time' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByRole('button', { name: `Verify ${domain}` }).waitFor();
    await expect.poll(() => page.locator('.okr-sso-domain').textContent()).toContain('okr-verification=');
    expect(await seriousViolations(page)).toEqual([]);

    // The super administrator verifies the domain in /admin (no DNS in this journey).
    const admin = await freshPage(page);
    await signIn(admin, 'superadmin@demo.okr');
    await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.goto(`/admin/organizations/${organizationId}`);
    await admin.getByRole('textbox', { name: 'Domain' }).fill(domain);
    await admin.getByRole('button', { name: 'Mark verified' }).click();
    await admin.getByText(`${domain} is verified for single sign-on`).waitFor();
    await admin.context().close();

    // The owner's test sign-in runs in a new window, which ends that session: the owner's own stays.
    await page.reload();
    await page.getByRole('button', { name: 'Test sign-in' }).click();
    await page.getByRole('textbox', { name: 'Email to sign in with' }).fill(newcomer);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open sign-in' }).click()]);
    await popup.waitForURL((url) => url.href.startsWith(provider.issuer));
    await popup.locator('input[name="password"]').fill('any password');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await popup.getByRole('heading', { name: 'Single sign-on works' }).waitFor({ timeout: 20_000 });
    await popup.close();
    await page.getByText('The sign-in opened in a new window.').waitFor();
    await page.keyboard.press('Escape');
    expect((await meOf(page)).user.email).toBe(ownerEmail);

    // Someone with no account: email first, the provider, back signed in, in the organization as an Editor.
    const person = await freshPage(page);
    await person.goto('/login');
    await person.getByLabel('Email').first().fill(newcomer);
    await person.getByRole('button', { name: /^continue$/i }).click();
    await person.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await person.waitForURL((url) => url.href.startsWith(provider.issuer));
    await person.locator('input[name="password"]').fill('any password');
    await person.getByRole('button', { name: 'Sign-in' }).click();
    await person.getByRole('button', { name: 'Continue' }).click();
    await person.waitForURL((url) => url.origin === baseUrl && url.pathname.startsWith('/app'), { timeout: 20_000 });
    const me = await meOf(person);
    expect(me.user.email).toBe(newcomer);
    expect(me.organization?.id).toBe(organizationId);
    expect(me.user.roles.map((role) => role.roleType)).toContain('Editor');
    await person.context().close();

    // Enforced: a password for the domain is refused, with the message and the way to the provider.
    await page.getByRole('switch', { name: 'Require single sign-on' }).click();
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByText('Single sign-on saved').waitFor();
    const refused = await freshPage(page);
    await refused.goto('/login');
    await refused.getByLabel('Email').first().fill(newcomer);
    await refused.getByRole('button', { name: /^continue$/i }).click();
    await refused.getByRole('button', { name: 'Use a password instead' }).click();
    await refused.getByLabel('Password').first().fill('a guessed password');
    await refused.getByRole('button', { name: /^sign in$/i }).click();
    await expect.poll(() => refused.getByRole('alert').first().textContent()).toContain(SSO_REQUIRED_MESSAGE);
    expect(await refused.getByRole('button', { name: 'Use a password instead' }).count()).toBe(0);
    expect(await seriousViolations(refused)).toEqual([]);
    await refused.context().close();
  });
});
