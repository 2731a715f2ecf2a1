import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/session';

// The super administrator runs the product from /admin against the real API: moves an
// organization to Pro, deactivates a user (whose open session ends at once), and finds both
// changes in the audit log. Everything is put back at the end: the journeys share one server.

interface StoredSession {
  state: { accessToken: string };
}

/** A call to the API with the super administrator's token, from the page (to put things back). */
async function asSuperAdmin(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as StoredSession;
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.state.accessToken}` },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

describe('the super-administrator area', () => {
  const browser = useBrowser();

  it('moves an organization to Pro, deactivates a user whose session ends, and shows both in the audit log', async () => {
    const { page, baseUrl } = browser;
    // Undone before the page closes, whatever happens: the next journeys expect the demo data.
    const restore: (() => Promise<unknown>)[] = [];
    try {
      await journey(page, baseUrl, restore);
    } finally {
      for (const undo of restore.reverse()) await undo();
    }
  });
});

/** The operator's path through /admin; what it changes is pushed onto `restore`. */
async function journey(page: Page, baseUrl: string, restore: (() => Promise<unknown>)[]) {
  // The user's open session, from their own sign-in.
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'viewer@demo.okr', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const viewerMe = () => fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await viewerMe()).status).toBe(200);

  await signIn(page, 'superadmin@demo.okr');
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Overview' }).waitFor();

  // Find Globex and move it to Pro.
  await page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name: 'Organizations' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/organizations');
  await page.getByRole('searchbox', { name: 'Search organizations by name' }).fill('glob');
  await page.getByRole('link', { name: 'Globex' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/organizations/'));
  const organizationId = page.url().split('/').pop() ?? '';
  restore.push(() => asSuperAdmin(page, 'PATCH', `/admin/organizations/${organizationId}`, { plan: 'Free', aiCredits: null }));
  await page.getByRole('heading', { name: 'Globex' }).waitFor();
  await page.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Pro' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Changes saved').waitFor();
  await expect.poll(() => page.getByText('0 / 500').count()).toBe(1);

  // Find the viewer and deactivate them.
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/users');
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('viewer@demo');
  await page.getByRole('link', { name: 'Vera Viewer' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/users/'));
  const userId = page.url().split('/').pop() ?? '';
  restore.push(() => asSuperAdmin(page, 'PATCH', `/admin/users/${userId}`, { isActive: true }));
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await page.getByText('Vera Viewer was deactivated').waitFor();
  await page.getByRole('button', { name: 'Reactivate' }).waitFor();

  // Their open session ends on their very next request, and they cannot sign in.
  expect((await viewerMe()).status).toBe(401);

  // Both changes are in the audit log.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/audit');
  await page.getByRole('searchbox', { name: 'Filter by actor email' }).fill('superadmin@demo.okr');
  await page.getByRole('cell', { name: 'user.deactivated' }).first().waitFor();
  await page.getByRole('cell', { name: 'organization.plan_updated' }).first().waitFor();
  await page.getByText('plan: "Free" → "Pro"').first().waitFor();

  // Put the user back through the screen, as an operator would.
  await page.goto(`/admin/users/${userId}`);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await page.getByText('Vera Viewer was reactivated').waitFor();
}
