import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { readAuthStorage } from '../support/session';
import { waitForNetworkQuiet } from '../support/networkQuiet';

describe('registration', () => {
  const browser = useBrowser();

  it('registers, completes onboarding and lands where the user was going', async () => {
    const { page } = browser;
    const email = `ada.${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ada King Lovelace');
    await page.getByLabel('Email').last().fill(email);
    await page.getByLabel('Password').last().fill('correct horse battery');
    await page.getByRole('button', { name: /create account/i }).click();

    await page.waitForURL((url) => url.pathname === '/app/onboarding');
    // Every other /app path keeps a user without onboarding on the onboarding route, which remembers it.
    await page.goto('/app/objectives');
    await page.waitForURL((url) => url.pathname === '/app/onboarding' && url.searchParams.get('next') === '/app/objectives');
    await waitForNetworkQuiet(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Completed, the onboarding goes on to the page the user had asked for, not the dashboard.
    await page.getByRole('button', { name: /get started|complete/i }).click();
    await page.waitForURL((url) => url.pathname === '/app/objectives');
    await expect.poll(() => page.getByText('Ada King Lovelace').count()).toBeGreaterThan(0);

    const stored = (await readAuthStorage(page)) as { state: { user: { firstName: string; lastName: string } } };
    expect(stored.state.user.firstName).toBe('Ada');
    expect(stored.state.user.lastName).toBe('King Lovelace');
  });

  it('shows the server message when the email is already registered', async () => {
    const { page } = browser;
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Second Admin');
    await page.getByLabel('Email').last().fill('admin@demo.okr');
    await page.getByLabel('Password').last().fill('another password');
    await page.getByRole('button', { name: /create account/i }).click();
    await expect.poll(() => page.getByText(/already/i).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/register');
  });
});
