import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { DEMO_PASSWORD, fillSignIn } from '../support/session';

// Issue 34's partner proof: the Tailwind portal's `?headless` page draws its own members table and
// role matrix on `@okr/settings/headless` alone (from the packed tarballs, type-checked against their
// declarations), with plain HTML and Tailwind classes, against the real API, and meets the ready
// panels' rules: the Owner cannot be removed and keeps Admin, a role changes, an invitation goes out
// (a second one to the same address and a malformed one show the server's words), a member is
// removed; a permission switches and back, the default Admin role's row is locked.
const partnerUrl = inject('partnerUrl');
const baseUrl = inject('baseUrl');

const events = (page: Page) => page.evaluate(() => (window as unknown as { partnerEvents: string[] }).partnerEvents);

async function asDemoAdmin() {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.okr', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const organizations = (await (
    await fetch(`${baseUrl}/api/organizations/user`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { id: string; name: string }[];
  const acme = organizations.find((organization) => organization.name === 'Acme Corp');
  if (!acme) throw new Error('the demo admin is not in Acme Corp');
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-organization-id': acme.id,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { acme, call };
}

describe('a partner page on the headless members hook', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists, changes a role, invites and removes with the panel rules and the server errors', async () => {
    const { acme, call } = await asDemoAdmin();
    expect((await call('POST', '/organizations/switch', { organizationId: acme.id })).status).toBe(200);
    // Someone to remove: Hank (of Globex) joins Acme Corp as a Viewer first.
    const found = (await (await call('GET', `/users/search?email=globex@demo.okr&excludeOrgId=${acme.id}`)).json()) as { id: string }[];
    const hank = found[0];
    if (!hank) throw new Error('globex@demo.okr is already in Acme Corp');
    expect((await call('POST', `/organizations/${acme.id}/users`, { userId: hank.id, roleType: 'Viewer' })).status).toBeLessThan(300);
    const invited = `partner.headless.${Date.now()}@example.com`;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${partnerUrl}/tailwind/?headless`);
      await fillSignIn(page.getByTestId('panel-h'), 'admin@demo.okr');
      const table = page.locator('[data-testid="headless-members"][data-state="ready"]');
      await table.waitFor();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(4);

      // The Owner's row offers no remove (can.remove is false for the Owner), the others do.
      await table.locator('tr[data-member="admin@demo.okr"]').waitFor();
      expect(await table.getByRole('button', { name: 'Remove admin@demo.okr' }).count()).toBe(0);
      await table.getByRole('button', { name: 'Remove globex@demo.okr' }).waitFor();

      // Change a role: the roles load once the caller may change them.
      const role = table.getByRole('combobox', { name: 'Role of globex@demo.okr' });
      await expect.poll(() => role.isEnabled()).toBe(true);
      await role.selectOption({ label: 'Editor' });
      await expect.poll(() => events(page)).toContain('h:roles:globex@demo.okr:Editor');

      // Invite, then the same address again: the server's refusal, its own words.
      const form = page.getByRole('form', { name: 'Invite someone' });
      await form.getByRole('textbox', { name: 'Invite email' }).fill(invited);
      await form.getByRole('button', { name: 'Invite' }).click();
      await expect.poll(() => events(page)).toContain(`h:invited:${invited}:Editor`);
      await form.getByRole('button', { name: 'Invite' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe(`${invited} already has a pending invitation to this organization`);
      // An address the browser takes and the server refuses: the field's words, through fieldErrorsOf
      // from @okr/core/headless (it read nothing while that entry carried a copy of ApiError).
      await form.getByRole('textbox', { name: 'Invite email' }).fill('ada@localhost');
      await form.getByRole('button', { name: 'Invite' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe('Enter a valid email address');

      // The Owner keeps the Admin role: the server refuses, the table says why and shows the role held.
      const ownerRole = table.getByRole('combobox', { name: 'Role of admin@demo.okr' });
      await ownerRole.selectOption({ label: 'Viewer' });
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('The owner of the organization keeps the Admin role');
      await expect.poll(() => ownerRole.locator('option:checked').textContent()).toBe('Admin');

      // The portal's Tailwind classes style the partner's markup (p-4 on the members section).
      expect(await page.getByTestId('headless-members').evaluate((element) => getComputedStyle(element).paddingTop)).toBe('16px');

      // The role matrix as checkboxes: the default Admin role's rows are locked, as in our panel.
      const matrix = page.locator('[data-testid="headless-matrix"][data-state="ready"]');
      await matrix.waitFor();
      expect(await matrix.getByRole('checkbox', { name: 'Delete users for Admin' }).first().isDisabled()).toBe(true);
      const permission = matrix.getByRole('checkbox', { name: 'Delete users for Viewer' });
      await expect.poll(() => permission.isEnabled()).toBe(true);
      const before = await permission.isChecked();
      await permission.click();
      await expect.poll(() => events(page)).toContain(`h:permission:Viewer:users:canDelete:${!before}`);
      await expect.poll(() => permission.isChecked()).toBe(!before);
      // The server holds it (not only the optimistic row), then back as it was for the other journeys.
      const rows = (await (await call('GET', '/role-permissions')).json()) as {
        roleId: string;
        domainName: string;
        canDelete: boolean;
      }[];
      const roles = (await (await call('GET', '/roles')).json()) as { id: string; name: string }[];
      const viewer = roles.find((item) => item.name === 'Viewer');
      expect(rows.find((row) => row.roleId === viewer?.id && row.domainName === 'users')?.canDelete).toBe(!before);
      await permission.click();
      await expect.poll(() => events(page)).toContain(`h:permission:Viewer:users:canDelete:${before}`);

      // Remove: the row goes, the list refetches.
      await table.getByRole('button', { name: 'Remove globex@demo.okr' }).click();
      await expect.poll(() => events(page)).toContain('h:removed:globex@demo.okr');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    } finally {
      await context.close();
      // The demo data is shared by the other journeys: Hank out of Acme Corp, the invitation revoked.
      await call('DELETE', `/organizations/${acme.id}/users/${hank.id}`);
      const open = (await (await call('GET', `/organizations/${acme.id}/invitations`)).json()) as { id: string; email: string }[];
      for (const invitation of open.filter((item) => item.email === invited)) {
        await call('DELETE', `/organizations/${acme.id}/invitations/${invitation.id}`);
      }
    }
  });
});
