import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/session';

/** The number of a dashboard tile, by its label ("Objectives", "Initiatives needing attention"). */
async function tile(page: Page, label: string): Promise<number> {
  const card = page.locator('.okr-tile').filter({ has: page.getByText(label, { exact: true }) });
  await card.first().waitFor();
  return Number((await card.first().locator('.okr-tile-value').textContent())?.trim() ?? NaN);
}

describe('running a quarter of OKRs', () => {
  const browser = useBrowser();

  it('an Editor creates an objective with two key results, checks in, creates an initiative with tasks and sees the dashboard change', async () => {
    const { page } = browser;
    const stamp = Date.now();
    await signIn(page, 'editor@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The dashboard shows the current period by default, and an initiative serving no objective is in
    // no period: the whole organization ("All periods", remembered for the rest of the journey) counts it.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'All periods' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'all');
    const objectivesBefore = await tile(page, 'Objectives');
    const attentionBefore = await tile(page, 'Initiatives needing attention');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Objectives' }).click();
    await page.getByRole('button', { name: 'New objective' }).click();
    await page.waitForURL((url) => url.pathname === '/app/objectives/create');
    // The stepper is addressable: a reload lands on it again.
    await page.reload();
    const stepper = page.getByRole('dialog', { name: 'New objective' });
    await stepper.getByLabel('Title', { exact: true }).fill(`Win the Nordics ${stamp}`);
    await stepper.getByRole('button', { name: 'Next' }).click();
    await stepper.getByText('Step 2 of 4: Classification').waitFor();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await stepper.getByText('Step 3 of 4: Dates and owner').waitFor();
    await stepper.getByRole('button', { name: 'Next' }).click();
    await stepper.getByLabel('Title of key result 1').fill('Sign 20 customers in Sweden');
    await stepper.getByRole('button', { name: 'Add key result' }).click();
    await stepper.getByLabel('Title of key result 2').fill('Hire a country manager');
    expect(await seriousViolations(page)).toEqual([]);
    await stepper.getByRole('button', { name: 'Create objective' }).click();

    await page.waitForURL((url) => /^\/app\/objectives\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'));
    await page.getByRole('heading', { name: `Win the Nordics ${stamp}`, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Key results (2)' }).count()).toBe(1);

    const form = page.getByRole('form', { name: 'Check in on Sign 20 customers in Sweden' });
    await form.getByLabel(/New value/).fill('40');
    await form.getByLabel('Note').fill('Two pilots signed');
    await form.getByRole('button', { name: 'Save check-in' }).click();
    const krProgress = page.getByRole('progressbar', { name: 'Progress of Sign 20 customers in Sweden' });
    await expect.poll(() => krProgress.getAttribute('aria-valuenow')).toBe('40');
    // The objective is the mean of its two key results (40 and 0).
    const objectiveProgress = page.getByRole('progressbar', { name: `Progress of Win the Nordics ${stamp}` });
    await expect.poll(() => objectiveProgress.getAttribute('aria-valuenow')).toBe('20');
    await expect.poll(() => page.getByRole('region', { name: 'Last check-in' }).first().textContent()).toContain('Two pilots signed');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Initiatives' }).click();
    await page.getByRole('button', { name: 'New initiative' }).click();
    const create = page.getByRole('dialog', { name: 'New initiative' });
    await create.getByLabel('Name').fill(`Nordic launch ${stamp}`);
    await create.getByRole('button', { name: 'Create initiative' }).click();
    await page.waitForURL((url) => /^\/app\/initiatives\/[^/]+$/.test(url.pathname));
    const view = page.getByRole('dialog', { name: `Nordic launch ${stamp}` });
    const addTask = view.getByRole('form', { name: 'Add a task' });
    await addTask.getByLabel('Task').fill('Book the Stockholm event');
    await addTask.getByRole('button', { name: 'Add task' }).click();
    await view.getByText('Book the Stockholm event').waitFor();
    await addTask.getByLabel('Task').fill('Translate the website');
    await addTask.getByRole('button', { name: 'Add task' }).click();
    await view.getByText('Translate the website').waitFor();
    await view.getByRole('combobox', { name: 'Status of Translate the website' }).click();
    await page.getByRole('option', { name: 'At Risk' }).click();
    await view.getByText('Needs attention: 1 task is At Risk.').waitFor();

    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/app/initiatives');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expect.poll(() => tile(page, 'Objectives')).toBe(objectivesBefore + 1);
    await expect.poll(() => tile(page, 'Initiatives needing attention')).toBe(attentionBefore + 1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a Viewer reads everything and cannot change anything', async () => {
    const { page } = browser;
    await signIn(page, 'viewer@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.goto('/app/objectives');
    const create = page.getByRole('button', { name: /New objective/ });
    await expect.poll(() => create.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('link', { name: 'Expand into the DACH market' }).click();
    await page.getByRole('heading', { name: 'Expand into the DACH market', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Edit/ }).first().getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Save check-in' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/app/initiatives');
    await expect.poll(() => page.getByRole('button', { name: /New initiative/ }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('link', { name: 'DACH launch campaign' }).click();
    const view = page.getByRole('dialog', { name: 'DACH launch campaign' });
    await view.getByText('Plan the Berlin launch event').waitFor();
    expect(await view.getByRole('form', { name: 'Add a task' }).count()).toBe(0);
    expect(await view.getByRole('combobox', { name: /^Status of/ }).count()).toBe(0);
  });
});
