import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/session';

// The assistant on the running product: the demo documents answer the demo question with a
// citation, and a document uploaded here is extracted, answers, and its citation opens.

describe('the AI assistant', () => {
  const browser = useBrowser();

  it('answers "What is our travel policy for flights?" from the demo documents, with a citation', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    await page.goto('/app/ai');
    const travel = page.getByRole('region', { name: 'Documents' }).getByRole('listitem').filter({ hasText: 'Acme Corp Travel Policy' });
    await travel.getByText('Ready').waitFor({ timeout: 60_000 });
    await page.getByLabel('Your question').fill('What is our travel policy for flights?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.waitFor({ timeout: 30_000 });
    expect(await sources.textContent()).toContain('Acme Corp Travel Policy');
    expect(await page.locator('[data-state="answered"]').textContent()).toMatch(/travel portal/);
    await sources.getByRole('button', { name: /Source 1: Acme Corp Travel Policy/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/14 days/);
  }, 180_000);

  it('uploads a document, waits until it is ready, asks, and opens the citation', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    await page.goto('/app/ai');
    const name = `bike-policy-${Date.now()}.md`;
    await page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Bicycle parking\n\nBicycles are parked in the courtyard rack behind building C, which opens at 7 am.'),
    });
    // The documents list only: the answer's sources name the document too.
    const row = page.getByRole('region', { name: 'Documents' }).getByRole('listitem').filter({ hasText: name.replace(/\.md$/, '') });
    await row.getByText('Ready').waitFor({ timeout: 60_000 });
    await page.getByLabel('Your question').fill('Where are bicycles parked?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const sources = page.getByRole('region', { name: 'Sources' });
    await sources.waitFor({ timeout: 30_000 });
    await sources.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/courtyard rack/);
    await page.keyboard.press('Escape');
    // Delete it again, through the confirmation.
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
  }, 180_000);
});
