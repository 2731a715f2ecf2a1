import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { pageProblems, settle } from '../support/phoneChecks';
import type { PageProblems } from '../support/phoneChecks';
import { hostPagePatterns } from '../support/routeTable';
import { signIn } from '../support/session';

// Every page of the host's route table, at a phone's size (touch) and at a desktop's, and every tab
// of every tab list on it: nothing may scroll sideways, a selected tab must be in view, axe finds no
// serious or critical violation, the target size of WCAG 2.2 (2.5.8) included.
// PHONE_SHOTS=<folder> also keeps a screenshot of each page and tab there.

const viewports: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

// Every page of the route table, and the page of an address the router does not know.
const pages = [...hostPagePatterns(), { area: 'public' as const, path: '/no-such-page' }];
// A token nobody holds: these pages then show their "link not valid" state.
const UNKNOWN_TOKEN = 'phone-journey-unknown-token';

interface StoredSession {
  state: { accessToken: string; organization?: { id: string } | null };
}

/** The id of the first item an API list answers (the list itself, or its first array field). */
async function firstId(page: Page, path: string): Promise<string> {
  let id: string | null = null;
  // A list filled by the journey itself (the outbox) may take a moment.
  await expect.poll(async () => (id = await listedId(page, path)), { timeout: 15_000 }).not.toBeNull();
  return id as unknown as string;
}

async function listedId(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (path) => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as StoredSession;
    const headers: Record<string, string> = { authorization: `Bearer ${stored.state.accessToken}` };
    if (stored.state.organization) headers['x-organization-id'] = stored.state.organization.id;
    const body = (await (await fetch(`/api${path}`, { headers })).json()) as unknown;
    const list = Array.isArray(body) ? body : Object.values(body as Record<string, unknown>).find(Array.isArray);
    return (list?.[0] as { id?: string } | undefined)?.id ?? null;
  }, path);
}

/** The real address of a route pattern: its ids from the demo data, through the API. */
async function addressOf(page: Page, pattern: string, ids: Map<string, string>): Promise<string> {
  const known = async (key: string, find: () => Promise<string>) => {
    if (!ids.has(key)) ids.set(key, await find());
    return ids.get(key) as string;
  };
  let address = pattern.replace(/:token\b/, UNKNOWN_TOKEN);
  if (address.includes(':slug')) {
    const slug = await known('slug', async () => {
      await page.goto('/blog');
      const href = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
      return (href ?? '/blog/unknown').replace('/blog/', '');
    });
    address = address.replace(':slug', slug);
  }
  if (address.startsWith('/app/objectives/:id')) {
    const objective = await known('objective', () => firstId(page, '/objectives'));
    address = address.replace(':id', objective);
    if (address.includes(':keyResultId')) {
      address = address.replace(':keyResultId', await known('keyResult', () => firstId(page, `/objectives/${objective}/key-results`)));
    }
  }
  if (address.startsWith('/app/initiatives/:id')) address = address.replace(':id', await known('initiative', () => firstId(page, '/initiatives')));
  if (address.startsWith('/admin/organizations/:id')) address = address.replace(':id', await known('organization', () => firstId(page, '/admin/organizations')));
  if (address.startsWith('/admin/users/:id')) address = address.replace(':id', await known('user', () => firstId(page, '/admin/users')));
  if (address.startsWith('/admin/outbox/:id')) address = address.replace(':id', await known('email', () => firstId(page, '/admin/outbox')));
  return address;
}

type Found = Record<string, Partial<PageProblems>>;

/** The problems of the page as it stands, only the non-empty ones, under `label`. */
async function record(page: Page, label: string, found: Found, shots: string | undefined, viewport: string) {
  await settle(page);
  const { sideways, hiddenTabs, axe } = await pageProblems(page);
  const problems: Partial<PageProblems> = {};
  if (sideways) problems.sideways = sideways;
  if (hiddenTabs.length) problems.hiddenTabs = hiddenTabs;
  if (axe.length) problems.axe = axe;
  if (Object.keys(problems).length) found[label] = problems;
  if (shots) await page.screenshot({ path: join(shots, `${viewport}${label.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true });
}

/** Opens `address` and checks it, then each tab of each tab list on it (and the tab's own address, when it has one). */
async function walk(page: Page, address: string, found: Found, shots: string | undefined, viewport: string) {
  await page.goto(address);
  await record(page, address, found, shots, viewport);
  const landed = page.url();
  const tabs = await page.locator('[role="tablist"] [role="tab"]').count();
  for (let index = 0; index < tabs; index += 1) {
    const tab = page.locator('[role="tablist"] [role="tab"]').nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isVisible())) continue;
    // Radix Themes writes a tab's label twice (once hidden, to reserve its bold width).
    const name = (await tab.locator('span').first().textContent())?.trim() ?? String(index);
    // A tap (Radix selects on pointer down) without the test's own scrolling: the strip itself
    // must bring the tab into view.
    await tab.evaluate((element: HTMLElement) => element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await record(page, `${address} [${name}]`, found, shots, viewport);
    if (page.url() !== landed) {
      // The tab lives in the address: a fresh load of it must show the tab too.
      await page.goto(page.url());
      await record(page, `${page.url().replace(/^https?:\/\/[^/]+/, '')} (loaded)`, found, shots, viewport);
      await page.goto(landed);
      await settle(page);
    }
  }
}

// Who opens each area's pages: nobody (signed out), an organization's Admin, the super administrator.
const accounts = { public: null, app: 'admin@demo.okr', admin: 'superadmin@demo.okr' } as const;
const areaOf = (area: string) => (area === 'auth' ? 'public' : area);

describe.each(Object.entries(viewports))('every page at %s size', (viewport, options) => {
  const browser = useBrowser(options);
  const shots = process.env.PHONE_SHOTS ? join(process.env.PHONE_SHOTS) : undefined;
  if (shots) mkdirSync(shots, { recursive: true });

  it.each(Object.entries(accounts))(
    'the %s pages fit the screen, keep the selected tab in view and pass axe',
    async (name, account) => {
      const { page } = browser;
      if (account) {
        await signIn(page, account);
        await page.waitForURL((url) => url.pathname !== '/login');
        await settle(page);
      }
      // An email in the outbox, so its page has one to show (the demo data starts with none).
      if (name === 'admin') await fetch(`${browser.baseUrl}/api/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'viewer@demo.okr' }) });
      const ids = new Map<string, string>();
      const found: Found = {};
      const mine = pages.filter((entry) => areaOf(entry.area) === name).map((entry) => entry.path);
      expect(mine.length).toBeGreaterThan(0);
      for (const pattern of mine) await walk(page, await addressOf(page, pattern, ids), found, shots, viewport);
      expect(found).toEqual({});
    },
    600_000,
  );
});
