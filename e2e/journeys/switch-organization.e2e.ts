import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { readAuthStorage, signIn } from '../support/session';

describe('organization switching', () => {
  const browser = useBrowser();

  it('switches from Acme Corp to Globex and keeps it after a reload', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    const switcher = page.getByRole('combobox', { name: /organization/i });
    await expect.poll(() => switcher.textContent()).toContain('Acme Corp');

    await switcher.click();
    await page.getByRole('option', { name: 'Globex' }).click();
    await expect.poll(() => switcher.textContent()).toContain('Globex');

    const stored = (await readAuthStorage(page)) as {
      state: { organization: { name: string }; user: { roles: { roleType: string }[] } };
    };
    expect(stored.state.organization.name).toBe('Globex');
    expect(stored.state.user.roles.map((r) => r.roleType)).toEqual(['Editor']);

    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: /organization/i }).textContent()).toContain('Globex');

    // Back to Acme Corp: the current organization is kept on the server for the next journeys.
    const again = page.getByRole('combobox', { name: /organization/i });
    await again.click();
    await page.getByRole('option', { name: 'Acme Corp' }).click();
    await expect.poll(() => again.textContent()).toContain('Acme Corp');
  });
});
