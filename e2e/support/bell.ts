import type { Page } from 'playwright-core';

/** The accessible name of the host's bell with `count` unread (okr-auth's `auth.notifications.bell.*`). */
export function bellName(count: number): string {
  if (count === 0) return 'Notifications';
  return count === 1 ? 'Notifications, 1 unread' : `Notifications, ${count} unread`;
}

export const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/**
 * Starts watching the bell of `page` and resolves with the clock (ms since the epoch, the same
 * machine's clock as the test's) of the moment its accessible name became `name`: a
 * MutationObserver in the page, so the time is the DOM's, not a poll's.
 */
export function whenBellSays(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        const says = () => document.querySelector('.okr-notifications-bell')?.getAttribute('aria-label') === expected;
        if (says()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!says()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
      }),
    name,
  );
}
