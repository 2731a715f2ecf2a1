import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { readAuthStorage, signIn } from '../support/session';

describe('guards', () => {
  const browser = useBrowser();

  it.each(['/app', '/app/objectives', '/app/settings', '/admin', '/admin/users'])(
    'sends a signed-out visitor of %s to /',
    async (path) => {
      const { page } = browser;
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    },
  );

  it('clears auth-storage and goes to / when the token is broken', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.evaluate(() => {
      const broken = 'not-a-real-token';
      localStorage.setItem('okr:auth-storage:access-token', broken);
      localStorage.setItem(
        'auth-storage',
        JSON.stringify({
          state: {
            user: {
              id: '00000000-0000-4000-8000-000000000000',
              firstName: 'Ghost',
              lastName: 'User',
              fullName: 'Ghost User',
              email: 'ghost@example.com',
              roles: [],
              isOnboardingComplete: true,
            },
            organization: null,
            accessToken: broken,
            refreshToken: 'not-a-real-refresh-token',
            isAuthenticated: true,
          },
          version: 1,
        }),
      );
    });
    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => readAuthStorage(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('okr:auth-storage:access-token'))).toBeNull();
  });

  it('shows the denied message to an Editor opening settings, then sends them to /app', async () => {
    const { page } = browser;
    await signIn(page, 'editor@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/settings');
    await expect
      .poll(() => page.getByText(/You don't have permission to access this page\. Required roles:/).count())
      .toBeGreaterThan(0);
    await page.waitForURL((url) => url.pathname === '/app');
  });
});
