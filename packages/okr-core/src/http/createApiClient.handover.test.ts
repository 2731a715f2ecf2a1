import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';

// Two tabs of one session refresh under a Web Lock. Tabs share localStorage only eventually: the
// tab that waited for the lock may find the holder's new tokens there a moment after the lock is
// granted, and must wait for them instead of presenting the spent refresh token (which revokes
// the session). Journey: e2e/journeys/two-tabs.e2e.ts.

const base = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
afterAll(() => server.close());

function jwt(expiresInSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

/** A Web Locks stand-in whose lock another tab holds until `release()`. */
function lockHeldByAnotherTab() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const request = vi.fn(async (_name: string, ...args: unknown[]) => {
    const callback = args.at(-1) as (lock: object | null) => Promise<unknown>;
    const options = args.length > 1 ? (args[0] as { ifAvailable?: boolean }) : {};
    if (options.ifAvailable) return callback(null);
    await held;
    return callback({});
  });
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return { release, request };
}

/** What another tab's write looks like here: the values, then a `storage` event. */
function anotherTabStores(accessToken: string, refreshToken: string) {
  localStorage.setItem('okr:auth-storage:access-token', accessToken);
  localStorage.setItem('okr:auth-storage:refresh-token', refreshToken);
  window.dispatchEvent(new StorageEvent('storage', { key: 'okr:auth-storage:refresh-token', newValue: refreshToken }));
}

describe('refresh handover between tabs', () => {
  it('waits for the tokens of the tab that held the lock instead of presenting the spent token', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ message: 'Reused', code: 'UNAUTHENTICATED' }, { status: 401 }));
    server.use(http.post(`${base}/auth/refresh`, refresh));
    const lock = lockHeldByAnotherTab();
    const onTokensRefreshed = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: () => ({ accessToken: jwt(30), refreshToken: 'r1', organizationId: null }),
      onTokensRefreshed,
    });
    const refreshed = client.refreshSession();
    // The other tab finishes and releases the lock; its write reaches this tab a moment later.
    lock.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = jwt(900);
    anotherTabStores(fresh, 'r2');
    await expect(refreshed).resolves.toEqual({ accessToken: fresh, refreshToken: 'r2' });
    expect(refresh).not.toHaveBeenCalled();
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: fresh, refreshToken: 'r2' });
  });

  it('refreshes itself when the holder left no new tokens within the wait', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/auth/refresh`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: jwt(900), refreshToken: 'r2' });
      }),
    );
    lockHeldByAnotherTab().release();
    const client = createApiClient({
      baseURL: base,
      getSession: () => ({ accessToken: jwt(30), refreshToken: 'r1', organizationId: null }),
      handoverWaitMs: 50,
    });
    await expect(client.refreshSession()).resolves.toMatchObject({ refreshToken: 'r2' });
    expect(body).toEqual({ refreshToken: 'r1' });
  });

  it('stores the new tokens before it releases the lock', async () => {
    server.use(http.post(`${base}/auth/refresh`, () => HttpResponse.json({ accessToken: jwt(900), refreshToken: 'r2' })));
    const events: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, _options: unknown, callback: (lock: object) => Promise<unknown>) => {
          const result = await callback({});
          events.push('released');
          return result;
        },
      },
    });
    const client = createApiClient({
      baseURL: base,
      getSession: () => ({ accessToken: jwt(30), refreshToken: 'r1', organizationId: null }),
      onTokensRefreshed: () => events.push('stored'),
    });
    await client.refreshSession();
    expect(events).toEqual(['stored', 'released']);
  });
});
