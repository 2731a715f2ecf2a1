import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { waitForNetworkQuiet } from './networkQuiet';

export interface PageProblems {
  /** The page is wider than the screen: it scrolls sideways. */
  sideways: { scrollWidth: number; clientWidth: number } | null;
  /** Selected tabs (aria-selected) not wholly inside their tab list and the screen. */
  hiddenTabs: string[];
  /** Serious and critical axe violations, the target size (WCAG 2.2 2.5.8) included. */
  axe: { id: string; targets: string[] }[];
}

/** What a phone (or a desktop) user would trip over on the page as it stands. */
export async function pageProblems(page: Page): Promise<PageProblems> {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const sideways = root.scrollWidth > root.clientWidth ? { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth } : null;
    const hiddenTabs = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="true"]'))
      .filter((tab) => tab.getClientRects().length > 0)
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        const list = tab.closest('[role="tablist"]')?.getBoundingClientRect();
        const left = Math.max(0, list?.left ?? 0);
        const right = Math.min(root.clientWidth, list?.right ?? root.clientWidth);
        return box.left < left - 1 || box.right > right + 1;
      })
      .map((tab) => tab.textContent ?? '');
    return { sideways, hiddenTabs };
  });
  const violations = await seriousViolations(page, { 'target-size': { enabled: true } });
  return { ...layout, axe: violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) })) };
}

/** Waits for the page to settle: no request in flight, no loading state left. */
export async function settle(page: Page) {
  await waitForNetworkQuiet(page);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-state="loading"], .rt-Skeleton'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}
