import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { trackRequests } from './networkQuiet';


export interface BrowserHarness {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseUrl: string;
}

/**
 * One Debian Chromium per journey file and a fresh context (empty storage) per test, with
 * `contextOptions` (a phone's viewport, touch) when given.
 * Never downloads a browser: CHROMIUM_PATH or /usr/bin/chromium.
 */
export function useBrowser(contextOptions: BrowserContextOptions = {}): BrowserHarness {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ ...contextOptions, baseURL: baseUrl });
    trackRequests(context);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    baseUrl,
  };
}
