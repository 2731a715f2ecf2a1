import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { linkIn, waitForEmail } from '../support/mailbox';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Invitations (issue 17), through the real API and a real SMTP server the test runs: an Admin
// invites a new address from the add-user dialog, the email arrives, the person creates the
// account through its link and lands in the organization with the role; a second invitation is
// revoked and its link says so. The new member is removed at the end (the demo data is shared).

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token && { authorization: `Bearer ${init.token}` }), ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as Record<string, unknown>) };
}

describe('invitations', () => {
  const browser = useBrowser();

  it('invites a new address, who joins through the emailed link with the role; a revoked link says so', async () => {
    const { page, context } = browser;
    const stamp = Date.now();
    const invited = `new.colleague.${stamp}@example.com`;
    const revoked = `changed.mind.${stamp}@example.com`;
    const since = new Date().toISOString();

    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings');
    await page.getByRole('tab', { name: 'Organization' }).click();
    await page.locator('.okr-invitations-list[data-state]').first().waitFor();

    for (const email of [invited, revoked]) {
      await page.locator('.okr-members-list').getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User to Organization' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      await dialog.getByRole('button', { name: `Invite ${email}` }).click();
      expect(await dialog.getByRole('combobox', { name: 'Role' }).textContent()).toContain('Editor');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`Invitation sent to ${email}`).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    const list = page.locator('.okr-invitations-list');
    await list.getByRole('rowheader', { name: invited }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Revoke the second one, confirmed.
    await list.getByRole('button', { name: `Revoke the invitation of ${revoked}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke invitation' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Invitation revoked').first().waitFor();
    await expect.poll(() => list.getByRole('rowheader', { name: revoked }).count()).toBe(0);

    // The emails arrived by SMTP, each with its link to this host.
    const email = await waitForEmail(mailboxUrl, invited, { since });
    expect(email.subject).toBe('Ada Admin invited you to Acme Corp on OKR');
    const link = linkIn(email, `${baseUrl}/invite/`);
    const revokedLink = linkIn(await waitForEmail(mailboxUrl, revoked, { since }), `${baseUrl}/invite/`);

    // The invited person, signed out in their own browser, creates the account from the link.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Join Acme Corp' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(invited);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Full name').fill('Nova Colleague');
    await page.getByLabel('Password').fill('a good password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    await page.getByText('You joined Acme Corp').first().waitFor();

    // The server agrees: a member of Acme Corp only, as an Editor.
    const session = await api('/auth/login', { method: 'POST', body: { email: invited, password: 'a good password' } });
    const token = String(session.body?.accessToken);
    const me = await api('/auth/me', { token });
    expect((me.body?.organization as { name: string }).name).toBe('Acme Corp');
    const organizations = await api('/organizations/user', { token });
    expect((organizations.body as unknown as { name: string; roles: { roleType: string }[] }[]).map((o) => [o.name, o.roles.map((r) => r.roleType)])).toEqual([
      ['Acme Corp', ['Editor']],
    ]);

    // The link works once; the revoked one says so.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'This invitation was already accepted' }).waitFor();
    await page.goto(revokedLink);
    await page.getByRole('alert').filter({ hasText: 'This invitation was revoked' }).waitFor();

    // Clean up: the shared demo organization keeps its members as they were.
    const admin = await api('/auth/login', { method: 'POST', body: { email: 'admin@demo.okr', password: DEMO_PASSWORD } });
    const adminToken = String(admin.body?.accessToken);
    const orgId = (admin.body?.organization as { id: string }).id;
    const userId = (session.body?.user as { id: string }).id;
    expect((await api(`/organizations/${orgId}/users/${userId}`, { method: 'DELETE', token: adminToken })).status).toBe(204);
  });
});
