import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/session';

describe('super administrator', () => {
  const browser = useBrowser();

  it('lands on /admin and is kept out of /app', async () => {
    const { page } = browser;
    await signIn(page, 'superadmin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('superadmin@demo.okr').first().waitFor();
    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('signs out from /admin back to the public page', async () => {
    const { page } = browser;
    await signIn(page, 'superadmin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a signed-in non-super-administrator from /admin to /app', async () => {
    const { page } = browser;
    await signIn(page, 'viewer@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/app');
  });
});
