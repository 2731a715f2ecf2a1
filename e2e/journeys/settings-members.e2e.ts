import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Settings, members side (issue 7): the five tabs, General, adding a member found by email and
// removing them, the role guard, and an organization switch inside the page. Every change is
// undone before the test ends: the server and its demo data are shared by every journey.

const baseUrl = inject('baseUrl');
const denied = "You don't have permission to access this page. Required roles: Admin, SuperAdmin";

async function openSettings(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/app');
  await page.goto('/app/settings');
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const membersPanel = (page: Page) => page.locator('.okr-members-list');
const memberRows = (page: Page) => page.locator('.okr-members-list .okr-member-row');

/** A signed-in API caller for set-up and clean-up around the browser's steps. */
async function apiAs(email: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { accessToken, organization } = (await login.json()) as { accessToken: string; organization: { id: string } };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as unknown) };
  };
  return { call, organizationId: organization.id };
}

describe('settings: members side', () => {
  const browser = useBrowser();

  it('lets an Admin go through the five tabs, update General, add a member by email and remove them', async () => {
    const { page } = browser;
    await openSettings(page, 'admin@demo.okr');
    await page.getByRole('heading', { level: 1, name: 'Account Configuration' }).waitFor();
    // The Periods tab shows once the session's permissions say the role holds a settings flag.
    await expect
      .poll(() => page.getByRole('tab').evaluateAll((tabs) => tabs.map((el) => el.firstElementChild?.textContent)), { timeout: 10_000 })
      .toEqual(['General', 'Billing', 'Organization', 'Roles', 'Role Permissions', 'Periods', 'Integrations', 'Sign-in security']);
    expect(await seriousViolations(page)).toEqual([]);

    // General: change the industry, then put it back.
    const industry = page.getByRole('textbox', { name: 'Industry' });
    await expect.poll(() => industry.inputValue()).toBe('Manufacturing');
    await industry.fill('Manufacturing & Robotics');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization updated successfully').first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { organization: { industry: string; size: string } } });
    expect(stored.state.organization).toMatchObject({ industry: 'Manufacturing & Robotics', size: 'small' });
    await industry.fill('Manufacturing');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => (await page.getByText('Organization updated successfully').count()) >= 1).toBe(true);

    await tab(page, 'Billing').click();
    await page.getByRole('heading', { name: 'Professional Plan' }).waitFor();

    await tab(page, 'Organization').click();
    await page.locator('.okr-members-list[data-state="ready"]').waitFor();
    await expect.poll(() => memberRows(page).count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Remove Ada Admin' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Add Hank Scorpio (globex@demo.okr, not in Acme) as a Viewer.
    await membersPanel(page).getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User to Organization' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('globex@demo.okr');
    await dialog.getByRole('button', { name: /^Hank Scorpio/ }).click();
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    // axe on the settled dialog, not on the role list while it closes (a nameless listbox mid-animation).
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User added to organization successfully').first().waitFor();
    await expect.poll(() => memberRows(page).count()).toBe(4);
    const hank = memberRows(page).filter({ hasText: 'Hank Scorpio' });
    expect(await hank.textContent()).toContain('Viewer');

    // Remove him again, through the confirmation.
    await page.getByRole('button', { name: 'Remove Hank Scorpio' }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('Are you sure you want to remove Hank Scorpio from this organization?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('User removed from organization').first().waitFor();
    await expect.poll(() => memberRows(page).count()).toBe(3);

    await tab(page, 'Roles').click();
    await tab(page, 'Role Permissions').click();
    await expect.poll(() => tab(page, 'Role Permissions').getAttribute('data-state')).toBe('active');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
  });

  for (const email of ['editor@demo.okr', 'viewer@demo.okr']) {
    it(`refuses the page to ${email.split('@')[0]} with the spec's message`, async () => {
      const { page } = browser;
      await openSettings(page, email);
      await page.getByText(denied).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/app');
      expect(await page.getByRole('heading', { name: 'Account Configuration' }).count()).toBe(0);
    });
  }

  it("shows an Admin each organization's own members after a switch, never the previous one's", async () => {
    const { page } = browser;
    // Set-up: Hank (owner of Globex) also becomes an Admin of Acme Corp.
    const admin = await apiAs('admin@demo.okr');
    const found = (await admin.call('GET', `/users/search?email=globex%40demo.okr&excludeOrgId=${admin.organizationId}`)).body as { id: string }[];
    const hankId = found[0]?.id ?? '';
    expect((await admin.call('POST', `/organizations/${admin.organizationId}/users`, { userId: hankId, roleType: 'Admin' })).status).toBe(201);
    try {
      await openSettings(page, 'globex@demo.okr');
      const switcher = page.getByRole('combobox', { name: /organization/i });
      await expect.poll(() => switcher.textContent()).toContain('Globex');
      await tab(page, 'Organization').click();
      await page.locator('.okr-members-list[data-state="ready"]').waitFor();
      await expect.poll(() => memberRows(page).count()).toBe(2);
      expect(await memberRows(page).filter({ hasText: 'Hank Scorpio' }).textContent()).toContain('Owner');
      expect(await memberRows(page).filter({ hasText: 'Ada Admin' }).textContent()).toContain('Editor');

      await switcher.click();
      await page.getByRole('option', { name: 'Acme Corp' }).click();
      await expect.poll(() => switcher.textContent()).toContain('Acme Corp');
      // From the switch on, the panel shows Acme's list or its loading state, never Globex's.
      await expect
        .poll(async () => {
          const texts = await memberRows(page).allTextContents();
          expect(texts.some((text) => text.includes('Hank Scorpio') && text.includes('Owner'))).toBe(false);
          return texts.length;
        })
        .toBe(4);
      expect(await memberRows(page).filter({ hasText: 'Ada Admin' }).textContent()).toContain('Owner');
      expect(await memberRows(page).filter({ hasText: 'Eddie Editor' }).count()).toBe(1);

      // Back to Globex: the server keeps the current organization for the next journeys.
      await switcher.click();
      await page.getByRole('option', { name: 'Globex' }).click();
      await expect.poll(() => memberRows(page).count()).toBe(2);
    } finally {
      expect((await admin.call('DELETE', `/organizations/${admin.organizationId}/users/${hankId}`)).status).toBe(204);
    }
  });
});
