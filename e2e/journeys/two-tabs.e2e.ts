import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/session';

// The e2e server runs with REFRESH_REUSE_GRACE_SECONDS=0: a refresh token presented twice
// revokes the whole session. Two tabs refreshing at once stay signed in only because the
// client refreshes under a Web Lock shared by the tabs, and the second tab adopts the tokens
// the first one stored instead of presenting the spent refresh token.

/** Rewrites the stored access token's `exp` so that both tabs find it about to expire. */
async function makeAccessTokenExpiring(page: Page) {
  await page.evaluate(() => {
    const key = 'okr:auth-storage:access-token';
    const token = localStorage.getItem(key) ?? '';
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) + 20;
    const encoded = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const expiring = `${header}.${encoded}.${signature}`;
    localStorage.setItem(key, expiring);
    const session = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { accessToken: string } };
    session.state.accessToken = expiring;
    localStorage.setItem('auth-storage', JSON.stringify(session));
  });
}

describe('two tabs of one session', () => {
  const browser = useBrowser();

  // Tabs share localStorage only eventually: the tab granted the lock after another may not see the
  // other's new tokens yet, and waits for them (createApiClient's handover) instead of refreshing.
  it('refresh at the same moment, once, and both stay signed in', async () => {
    const { page, context } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await makeAccessTokenExpiring(page);
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });

    const second = await context.newPage();
    await Promise.all([page.goto('/app'), second.goto('/app')]);
    for (const tab of [page, second]) {
      await expect.poll(() => tab.getByRole('combobox', { name: /organization/i }).textContent()).toContain('Acme Corp');
    }
    expect(refreshes).toHaveLength(1);

    // The session is alive on the server: a reload of each tab still lands in /app.
    for (const tab of [page, second]) {
      await tab.reload();
      await expect.poll(() => tab.getByRole('combobox', { name: /organization/i }).textContent()).toContain('Acme Corp');
      expect(new URL(tab.url()).pathname).toBe('/app');
    }
  });
});
