import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Fills the sign-in form inside `scope` (a page, or a partner's panel): the email first, then,
 * once the page knows the email has no single sign-on, the password.
 */
export async function fillSignIn(scope: Page | Locator, email: string, password = DEMO_PASSWORD) {
  await scope.getByLabel('Email').first().fill(email);
  await scope.getByRole('button', { name: /^continue$/i }).click();
  await scope.getByLabel('Password').first().fill(password);
  await scope.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs in through the real login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

/** The persisted session (`auth-storage`), parsed, or null. */
export async function readAuthStorage(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth-storage');
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
}
