import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/session';

interface Period {
  id: string;
  name: string;
  status: string;
}

/** The API as the signed-in page calls it (its token and organization), for the journey's own data. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { state } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { accessToken: string; organization: { id: string } } };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${state.accessToken}`, 'x-organization-id': state.organization.id },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: response.status === 204 ? null : await response.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; body: T }>;
}

/** Chooses a period in the shell's switcher and waits until the address says so. */
async function choosePeriod(page: Page, period: Period) {
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: new RegExp(`^${period.name}`) }).click();
  await page.waitForURL((url) => url.searchParams.get('period') === period.id);
}

/** The number of a dashboard tile, by its label. */
async function tile(page: Page, label: string): Promise<number> {
  const card = page.locator('.okr-tile').filter({ has: page.getByText(label, { exact: true }) });
  await card.first().waitFor();
  return Number((await card.first().locator('.okr-tile-value').textContent())?.trim() ?? NaN);
}

describe('closing a quarter and rolling it over', () => {
  const browser = useBrowser();
  let reopen: (() => Promise<unknown>) | null = null;
  // The journeys share one database: Q1 is open again for whoever runs next.
  afterEach(async () => {
    await reopen?.();
    reopen = null;
  });

  it('an Admin closes Q1 in settings, rolls its unfinished objective into Q2, and sees each quarter on its own; Q1 refuses check-ins', async () => {
    const { page } = browser;
    const stamp = Date.now();
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    const year = new Date().getUTCFullYear();
    const periods = (await api<Period[]>(page, 'GET', '/periods')).body;
    const q1 = periods.find((p) => p.name === `Q1 ${year}`)!;
    const q2 = periods.find((p) => p.name === `Q2 ${year}`)!;
    expect(q1 && q2).toBeTruthy();

    // Q1's objectives: one unfinished (40%), one Completed.
    const unfinished = `Grow Nordic revenue ${stamp}`;
    const finished = `Ship the v2 API ${stamp}`;
    const open = await api<{ id: string }>(page, 'POST', '/objectives', { title: unfinished, periodId: q1.id });
    const keyResult = await api<{ id: string }>(page, 'POST', `/objectives/${open.body.id}/key-results`, {
      title: `Sign 10 Nordic customers ${stamp}`, metricType: 'Numeric', startValue: 0, targetValue: 10, currentValue: 4,
    });
    expect(keyResult.status).toBe(201);
    const done = await api<{ id: string }>(page, 'POST', '/objectives', { title: finished, periodId: q1.id, status: 'Completed' });
    expect(done.status).toBe(201);

    // Settings → Periods: close Q1.
    await page.goto('/app/settings?tab=periods');
    const q1Row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: q1.name }) });
    await q1Row.getByRole('button', { name: `Close ${q1.name}` }).click();
    reopen = () => api(page, 'PATCH', `/periods/${q1.id}`, { closed: false });
    await q1Row.getByText('Closed').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The list of Q1, from the shell's switcher: both objectives, and the period says it is closed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Objectives' }).click();
    await choosePeriod(page, q1);
    await page.getByRole('link', { name: unfinished }).waitFor();
    await page.getByRole('link', { name: finished }).waitFor();
    await page.getByText(`${q1.name} is closed`).waitFor();

    // The wizard: Q2 first, the unfinished objective chosen, the finished one not.
    await page.getByRole('button', { name: 'Roll over' }).click();
    const wizard = page.getByRole('dialog', { name: `Roll over ${q1.name}` });
    expect(await wizard.getByRole('radio', { name: q2.name }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Next' }).click();
    const chosen = wizard.getByRole('checkbox', { name: new RegExp(unfinished) });
    await chosen.waitFor();
    expect(await chosen.getAttribute('aria-checked')).toBe('true');
    expect(await wizard.getByRole('checkbox', { name: new RegExp(finished) }).getAttribute('aria-checked')).toBe('false');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(`Objectives to create in ${q2.name}: 1`).waitFor();
    await wizard.getByText('(4 → back to 0)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: 'Roll over (1)' }).click();
    await wizard.getByText(`Copied into ${q2.name}: 1`).waitFor();
    await wizard.getByRole('link', { name: unfinished }).click();
    await page.getByRole('heading', { name: unfinished, level: 1 }).waitFor();
    const copyId = new URL(page.url()).pathname.split('/').at(-1);
    expect(copyId).not.toBe(open.body.id);
    // The copy's key result starts again from its start value.
    await expect
      .poll(() => page.getByRole('progressbar', { name: `Progress of Sign 10 Nordic customers ${stamp}` }).getAttribute('aria-valuenow'))
      .toBe('0');

    // Each quarter on its own, in the list and on the dashboard.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Objectives' }).click();
    await choosePeriod(page, q2);
    await page.getByRole('link', { name: unfinished }).waitFor();
    expect(await page.getByRole('link', { name: finished }).count()).toBe(0);
    await choosePeriod(page, q1);
    await page.getByRole('link', { name: finished }).waitFor();
    expect(await page.getByRole('link', { name: unfinished }).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/app' && url.searchParams.get('period') === q1.id);
    await expect.poll(() => tile(page, 'Objectives')).toBe(2);
    await choosePeriod(page, q2);
    await expect.poll(() => tile(page, 'Objectives')).toBe(1);

    // A check-in on a key result of closed Q1 is refused with the server's message.
    await page.goto(`/app/objectives/${open.body.id}`);
    const form = page.getByRole('form', { name: `Check in on Sign 10 Nordic customers ${stamp}` });
    await form.getByLabel(/New value/).fill('6');
    await form.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('This period is closed: reopen it to record check-ins').waitFor();
    expect((await api<{ keyResults: { currentValue: number }[] }>(page, 'GET', `/objectives/${open.body.id}`)).body.keyResults[0]!.currentValue).toBe(4);
  });
});
