import type { BrowserContext, Page, Request } from 'playwright-core';

/** The bell's live stream stays open as long as the page: it is not "a request in flight". */
const LIVE = /\/api\/me\/notifications\/stream/;
const inFlight = new WeakMap<Page, Set<Request>>();

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null; // a service worker's request has no frame
  }
}

/** Counts each page's requests in flight, but the live stream; `useBrowser` installs it on every context. */
export function trackRequests(context: BrowserContext) {
  const settle = (request: Request) => {
    const page = pageOf(request);
    if (page) inFlight.get(page)?.delete(request);
  };
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page || LIVE.test(request.url())) return;
    const pending = inFlight.get(page) ?? new Set<Request>();
    pending.add(request);
    inFlight.set(page, pending);
  });
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
}

/**
 * Playwright's `networkidle` (no connection for 500 ms) never comes on a signed-in page, whose
 * notifications bell keeps its Server-Sent Events stream open: this waits for the same quiet,
 * the stream aside.
 */
export async function waitForNetworkQuiet(page: Page, { idleMs = 500, timeout = 30_000 } = {}) {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < timeout) {
    if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= idleMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the page still had ${inFlight.get(page)?.size ?? 0} request(s) in flight after ${timeout} ms`);
}
