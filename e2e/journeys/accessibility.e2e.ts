import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signIn } from '../support/session';
import { waitForNetworkQuiet } from '../support/networkQuiet';

describe('accessibility of the pages', () => {
  const browser = useBrowser();

  it.each(['/', '/login', '/register'])('%s has no serious or critical axe violation', async (path) => {
    const { page } = browser;
    await page.goto(path);
    await waitForNetworkQuiet(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the dashboard has no serious or critical axe violation', async () => {
    const { page } = browser;
    await signIn(page, 'admin@demo.okr');
    await page.waitForURL((url) => url.pathname === '/app');
    await waitForNetworkQuiet(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
