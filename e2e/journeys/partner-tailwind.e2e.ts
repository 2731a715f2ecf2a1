import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { fillSignIn } from '../support/session';

// Issue 34: a Tailwind v4 partner page (e2e/partner/app/tailwind.css, built in the test with the
// real `tailwindcss`) orders our CSS in its layer `partner-okr` (OkrProvider's cssLayer) between
// Tailwind's preflight and its utilities; its header swaps the organization switcher's trigger for
// the portal's avatar (a slot) and switches organizations against the real API.
const partnerUrl = inject('partnerUrl');

const style = (page: Page, testId: string, property: 'marginTop' | 'color' | 'listStyleType' | 'backgroundColor') =>
  page.getByTestId(testId).evaluate((element, name) => getComputedStyle(element)[name], property);

/** The name of every top-level layer block that holds one of our `.okr-root` rules. */
const layersOfOurRules = (page: Page) =>
  page.evaluate(() => {
    const names = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSImportRule && rule.styleSheet) visit(rule.styleSheet.cssRules);
        else if (rule instanceof CSSLayerBlockRule && rule.cssText.includes('.okr-root')) names.add(rule.name);
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes('okr-')) names.add('(unlayered)');
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return [...names];
  });

/** The full name of every layer that holds a rule of Radix Themes' buttons (`(unlayered)` if none). */
const layersOfRadixButtons = (page: Page) =>
  page.evaluate(() => {
    const names = new Set<string>();
    const visit = (rules: CSSRuleList, layer: string) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSImportRule && rule.styleSheet) {
          const name = rule.layerName ? [layer, rule.layerName].filter(Boolean).join('.') : layer;
          visit(rule.styleSheet.cssRules, name);
        } else if (rule instanceof CSSLayerBlockRule) visit(rule.cssRules, [layer, rule.name].filter(Boolean).join('.'));
        else if (rule instanceof CSSStyleRule && rule.selectorText.includes('.rt-Button')) names.add(layer || '(unlayered)');
        else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) visit(rule.cssRules, layer);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, '');
    return [...names];
  });

describe('a Tailwind v4 partner page', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${partnerUrl}/tailwind/`);
    await page.getByTestId('panel-tailwind').locator('.okr-auth-card').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("moves every rule of ours into the portal's layer partner-okr (OkrProvider cssLayer)", async () => {
    // cssLayer's code loads on demand, just after the provider mounts.
    await expect.poll(() => layersOfOurRules(page), { timeout: 10_000 }).toEqual(['partner-okr']);
  });

  it('styles the portal with Tailwind, preflight included, outside our panel', async () => {
    expect(await page.getByTestId('partner-title').evaluate((element) => getComputedStyle(element).fontSize)).toBe('30px');
    expect(await style(page, 'partner-list-outside', 'listStyleType')).toBe('none');
    expect(await style(page, 'partner-list-outside', 'marginTop')).toBe('28px');
  });

  it('puts our reset above the preflight and the portal utilities above our rules', async () => {
    // Our reset (partner-okr) beats the preflight (base): the list has the browser's bullets again.
    expect(await style(page, 'partner-list-inside', 'listStyleType')).toBe('disc');
    // The utilities (utilities) beat our reset: the margin and colour the portal asked for.
    expect(await style(page, 'partner-list-inside', 'marginTop')).toBe('28px');
    expect(await style(page, 'partner-list-inside', 'color')).toBe(await style(page, 'partner-list-outside', 'color'));
  });

  it('puts Radix Themes between our reset and our rules, so neither undoes the other', async () => {
    // Unlayered, Radix would beat every rule of ours; below partner-okr, our reset would wipe it.
    await expect.poll(() => layersOfRadixButtons(page), { timeout: 10_000 }).toEqual(['partner-okr.radix']);
    const submit = page.getByTestId('panel-tailwind').getByRole('button', { name: /^continue$/i });
    // Radix's solid button survives our reset (which reverts to the browser's own style).
    expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(240, 240, 240\)$/);
    expect(await submit.evaluate((element) => getComputedStyle(element).borderTopStyle)).not.toBe('outset');
  });

  it('keeps our own rules on our panel', async () => {
    const card = page.getByTestId('panel-tailwind').locator('.okr-auth-card');
    expect(await card.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('420px');
  });

  it("switches organizations from the portal's avatar trigger, against the real API", async () => {
    const panel = page.getByTestId('panel-tailwind');
    await fillSignIn(panel, 'admin@demo.okr');
    const avatar = page.getByTestId('partner-avatar');
    await avatar.waitFor({ timeout: 15_000 });
    // The portal's utilities draw the avatar inside our picker.
    expect(await style(page, 'partner-avatar', 'backgroundColor')).toBe(await style(page, 'partner-title', 'color'));
    const picker = panel.getByRole('combobox', { name: 'Organization' });
    const initial = (await avatar.textContent()) ?? '';
    const [from, to] = initial === 'A' ? ['Acme Corp', 'Globex'] : ['Globex', 'Acme Corp'];
    for (const name of [to, from]) {
      await picker.click();
      await page.getByRole('option', { name }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { partnerEvents: string[] }).partnerEvents), { timeout: 15_000 }).toContain(`switched:${name}`);
      await expect.poll(() => avatar.textContent(), { timeout: 15_000 }).toBe(name.slice(0, 1));
    }
  });
});
