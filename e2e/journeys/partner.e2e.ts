import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { ourParts, stylesOf } from '../partner/stylesOf';
import { DEMO_PASSWORD, fillSignIn } from '../support/session';

// A partner's portal on its own origin (e2e/partner): our packages from their packed tarballs,
// the partner's own Radix Theme (crimson accent), hostile global CSS, its own `accessToken` in
// localStorage, and three providers with their own storage keys.
const partnerUrl = inject('partnerUrl');
const baseUrl = inject('baseUrl');

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: string[] }).partnerEvents);

describe('a partner portal embedding our packed packages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const apiRequests: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseUrl}/api`)) {
        apiRequests.push({ url: request.url(), authorization: request.headers().authorization });
      }
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto(`${partnerUrl}${path}`);
    return { context, page, apiRequests, navigations: () => navigations };
  }

  it('looks exactly as on a plain page, and leaves the portal its own styles', async () => {
    const plain = await open('/plain/');
    await plain.page.locator(ourParts.heading).waitFor();
    await plain.page.locator(`${ourParts.signedOut}[data-state="signed-out"]`).waitFor();
    const hostile = await open('/');
    await hostile.page.locator(ourParts.heading).waitFor();
    await hostile.page.locator(`${ourParts.signedOut}[data-state="signed-out"]`).waitFor();

    expect(new URL(plain.page.url()).pathname).toBe('/plain/');
    const expected = await stylesOf(plain.page);
    expect(Object.values(expected).some((style) => 'missing' in style)).toBe(false);
    expect(await stylesOf(hostile.page)).toEqual(expected);
    // The partner's accent colour reaches our panels (their Theme is inherited).
    expect(await hostile.page.locator(ourParts.submit).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await plain.page.locator(ourParts.submit).evaluate((el) => getComputedStyle(el).backgroundColor),
    );

    const own = await hostile.page.getByTestId('partner-title').evaluate((el) => {
      const style = getComputedStyle(el);
      return { transform: style.textTransform, color: style.color };
    });
    expect(own).toEqual({ transform: 'uppercase', color: 'rgb(0, 128, 0)' });
    expect(await hostile.page.getByTestId('partner-label').evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
    await plain.context.close();
    await hostile.context.close();
  });

  it('signs in, switches organization, never sends the portal its own token, and never loops signed out', async () => {
    const { context, page, apiRequests, navigations } = await open('/');
    // Panel B and C have no session: a signed-out state, onUnauthorized once, no reload loop.
    await page.locator('[data-testid="panel-b"] .okr-organization-switcher[data-state="signed-out"]').waitFor();
    await page.locator('[data-testid="panel-c"] .okr-organization-switcher[data-state="signed-out"]').waitFor();
    await page.waitForTimeout(1500);
    expect(navigations()).toBe(1);
    expect((await events(page)).filter((event) => event === 'b:unauthorized')).toHaveLength(1);

    const panelA = page.getByTestId('panel-a');
    await fillSignIn(panelA, 'admin@demo.okr');
    // A sign-in takes its time on a loaded machine: expect.poll's default second is too short.
    await expect.poll(() => events(page), { timeout: 15_000 }).toContain('a:authenticated:admin@demo.okr');

    const picker = panelA.getByRole('combobox', { name: 'Organization' });
    await picker.waitFor();
    await expect.poll(() => picker.textContent(), { timeout: 15_000 }).toMatch(/Acme Corp|Globex/);
    const [from, to] = (await picker.textContent())?.includes('Acme Corp') ? ['Acme Corp', 'Globex'] : ['Globex', 'Acme Corp'];
    await picker.click();
    await page.getByRole('option', { name: to }).click();
    await expect.poll(() => events(page), { timeout: 15_000 }).toContain(`a:switched:${to}`);
    await expect.poll(() => picker.textContent()).toContain(to);

    // Panel B is still signed out: its own storage key, nothing shared with A.
    expect(await page.locator('[data-testid="panel-b"] .okr-organization-switcher').getAttribute('data-state')).toBe(
      'signed-out',
    );
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(storage.accessToken).toBe('partner-own-token');
    expect(storage.refreshToken).toBe('partner-own-refresh');
    expect(storage['auth-storage']).toBeUndefined();
    expect(JSON.parse(storage['partner-okr-a'] ?? '{}').state.user.email).toBe('admin@demo.okr');
    expect(storage['partner-okr-b'] ?? '').not.toContain('admin@demo.okr');

    expect(apiRequests.length).toBeGreaterThan(3);
    expect(apiRequests.filter((request) => request.authorization?.includes('partner-own-token'))).toEqual([]);
    expect(navigations()).toBe(1);

    // Back again: the current organization is kept on the server, and other journeys sign in as
    // this account.
    await picker.click();
    await page.getByRole('option', { name: from }).click();
    await expect.poll(() => events(page), { timeout: 15_000 }).toContain(`a:switched:${from}`);
    await context.close();
  });

  it('lists the members in the embedded MembersList and adds and removes one through it', async () => {
    const { context, page } = await open('/');
    const panelA = page.getByTestId('panel-a');
    await fillSignIn(panelA, 'admin@demo.okr');
    const list = panelA.locator('.okr-members-list[data-state="ready"]');
    await list.waitFor();
    await expect.poll(() => list.locator('.okr-member-row').count()).toBe(3);

    await list.getByRole('button', { name: 'Add User' }).click();
    // The dialog is portalled, with the partner's theme carried along.
    const dialog = page.getByRole('dialog', { name: 'Add User to Organization' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('globex@demo.okr');
    await dialog.getByRole('button', { name: /^Hank Scorpio/ }).click();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect.poll(() => events(page)).toContain('a:userAdded:globex@demo.okr:Editor');
    await expect.poll(() => list.locator('.okr-member-row').count()).toBe(4);

    // Clean up: the demo data is shared by the other journeys.
    await list.getByRole('button', { name: 'Remove Hank Scorpio' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => events(page)).toContain('a:userRemoved:globex@demo.okr');
    await expect.poll(() => list.locator('.okr-member-row').count()).toBe(3);
    await context.close();
  });

  it('invites an address from the embedded dialog and revokes it in the embedded InvitationsList', async () => {
    const { context, page } = await open('/');
    const panelA = page.getByTestId('panel-a');
    await fillSignIn(panelA, 'admin@demo.okr');
    const list = panelA.locator('.okr-members-list[data-state="ready"]');
    await list.waitFor();
    const invited = `partner.invitee.${Date.now()}@example.com`;
    await list.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User to Organization' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(invited);
    await dialog.getByRole('button', { name: `Invite ${invited}` }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => events(page)).toContain(`a:invited:${invited}:Editor`);
    // The list beside it shows the invitation at once (the shared user-invitation cache).
    const invitations = panelA.locator('.okr-invitations-list');
    await invitations.getByRole('rowheader', { name: invited }).waitFor();
    await invitations.getByRole('button', { name: `Revoke the invitation of ${invited}` }).click();
    await page.getByRole('alertdialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => events(page)).toContain(`a:revoked:${invited}`);
    await expect.poll(() => invitations.getByRole('rowheader', { name: invited }).count()).toBe(0);
    await context.close();
  });

  it('shows the roles and toggles a permission on the matrix, inside the portal', async () => {
    const { context, page } = await open('/');
    const panelA = page.getByTestId('panel-a');
    await fillSignIn(panelA, 'admin@demo.okr');
    // A sign-in takes its time on a loaded machine: expect.poll's default second is too short.
    await expect.poll(() => events(page), { timeout: 15_000 }).toContain('a:authenticated:admin@demo.okr');

    // The demo admin is Admin in Acme Corp (an Editor in Globex is refused the settings calls).
    const picker = panelA.getByRole('combobox', { name: 'Organization' });
    await expect.poll(() => picker.textContent(), { timeout: 15_000 }).toMatch(/Acme Corp|Globex/);
    if (!(await picker.textContent())?.includes('Acme Corp')) {
      await picker.click();
      await page.getByRole('option', { name: 'Acme Corp' }).click();
      await expect.poll(() => picker.textContent()).toContain('Acme Corp');
    }

    const settings = page.getByTestId('panel-a-settings');
    await settings.locator('.okr-roles-table[data-state="ready"]').waitFor();
    await settings.getByRole('rowheader', { name: 'Editor' }).first().waitFor();
    await settings.locator('.okr-role-permissions[data-state="ready"]').waitFor();

    const toggle = settings.getByRole('switch', { name: 'Delete users for Viewer' });
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await expect.poll(() => events(page)).toContain('a:permission:updated:users');
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(before);
    // The Admin rows stay locked in the portal too.
    expect(await settings.getByRole('switch', { name: 'Delete users for Admin' }).isDisabled()).toBe(true);

    // Back as it was, for the other journeys.
    await toggle.click();
    await expect.poll(() => events(page).then((list) => list.filter((event) => event === 'a:permission:updated:users').length)).toBe(2);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(before);
    await context.close();
  });
  it('lists objectives, opens one and checks in, and shows the initiatives, inside the portal without a router', async () => {
    // An objective of its own in Globex, so the demo quarter of Acme Corp stays as it is.
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.okr', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const organizations = (await (
      await fetch(`${baseUrl}/api/organizations/user`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { id: string; name: string }[];
    const globex = organizations.find((organization) => organization.name === 'Globex');
    const acme = organizations.find((organization) => organization.name === 'Acme Corp');
    if (!globex || !acme) throw new Error('the demo admin is not in Globex and Acme Corp');
    const asAdmin = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'x-organization-id': globex.id,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const title = `Portal objective ${Date.now()}`;
    const created = await asAdmin('POST', '/objectives', { title, type: 'Tactical' });
    expect(created.status).toBe(201);
    const objective = (await created.json()) as { id: string };
    const keyResult = await asAdmin('POST', `/objectives/${objective.id}/key-results`, {
      title: 'Publish 10 case studies',
      metricType: 'Numeric',
      startValue: 0,
      targetValue: 10,
      unit: 'studies',
    });
    expect(keyResult.status).toBe(201);

    const { context, page } = await open('/');
    try {
      const panelA = page.getByTestId('panel-a');
      await fillSignIn(panelA, 'admin@demo.okr');
      const picker = panelA.getByRole('combobox', { name: 'Organization' });
      await expect.poll(() => picker.textContent(), { timeout: 15_000 }).toMatch(/Acme Corp|Globex/);
      if (!(await picker.textContent())?.includes('Globex')) {
        await picker.click();
        await page.getByRole('option', { name: 'Globex' }).click();
        await expect.poll(() => picker.textContent()).toContain('Globex');
      }

      const goals = page.getByTestId('panel-a-goals');
      await goals.locator('.okr-objectives-list[data-state="ready"]').waitFor();
      await goals.locator('.okr-initiatives-board').waitFor();
      await goals.getByRole('link', { name: title }).click();
      await expect.poll(() => events(page)).toContain(`a:openObjective:${title}`);
      await goals.locator('.okr-objective-detail[data-state="ready"]').waitFor();
      await goals.getByRole('heading', { name: title, level: 1 }).waitFor();

      const form = goals.getByRole('form', { name: 'Check in on Publish 10 case studies' });
      await form.getByLabel(/New value/).fill('4');
      await form.getByRole('button', { name: 'Save check-in' }).click();
      await expect.poll(() => events(page)).toContain('a:checkIn:4');
      const progress = goals.getByRole('progressbar', { name: 'Progress of Publish 10 case studies' });
      await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('40');
      // Still the portal's page: no navigation, the portal's own styles untouched.
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
      await asAdmin('DELETE', `/objectives/${objective.id}`);
      // The server remembers the last organization switched to; the other journeys start in Acme Corp.
      const back = await asAdmin('POST', '/organizations/switch', { organizationId: acme.id });
      expect(back.status).toBe(200);
    }
  });
});
