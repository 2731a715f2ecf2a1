import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** The persisted session (`auth-storage`), parsed, or null. */
export async function readAuthStorage(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth-storage');
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
}
