// The client on a flaky network: refresh retried with backoff, one refresh-and-retry after a 401.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/createSessionStore';
import { createApiClient } from './createApiClient';
import type { ApiClientSession } from './createApiClient';

const base = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function sessionOf(partial: Partial<ApiClientSession>): () => ApiClientSession {
  return () => ({ accessToken: null, refreshToken: null, organizationId: null, ...partial });
}

describe('a session on a flaky network', () => {
  const quickRetry = { retries: 3, baseDelayMs: 1 };

  it('retries a refresh that failed with a network error or a 5xx, and keeps the session', async () => {
    let calls = 0;
    server.use(
      http.post(`${base}/auth/refresh`, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        if (calls === 2) return HttpResponse.json({ message: 'Busy', code: 'INTERNAL_ERROR' }, { status: 503 });
        return HttpResponse.json({ accessToken: 'a2', refreshToken: 'r2' });
      }),
    );
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: 'a1', refreshToken: 'r1' }),
      onSessionExpired,
      refreshRetry: quickRetry,
    });
    await expect(client.refreshSession()).resolves.toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(calls).toBe(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up after the retries and logs out', async () => {
    const refresh = vi.fn(() => HttpResponse.error());
    server.use(http.post(`${base}/auth/refresh`, refresh));
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: 'a1', refreshToken: 'r1' }),
      onSessionExpired,
      refreshRetry: quickRetry,
    });
    await expect(client.refreshSession()).rejects.toThrow('Session expired. Please login again.');
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refresh the server refused (401)', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ message: 'Revoked', code: 'UNAUTHENTICATED' }, { status: 401 }));
    server.use(http.post(`${base}/auth/refresh`, refresh));
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: 'a1', refreshToken: 'r1' }),
      refreshRetry: quickRetry,
    });
    await expect(client.refreshSession()).rejects.toThrow();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('on a 401 (a skewed clock) refreshes once and retries the call before the 401 rule', async () => {
    const store = createSessionStore();
    store.getState().setTokens({ accessToken: 'old', refreshToken: 'r1' });
    server.use(
      http.post(`${base}/auth/refresh`, () => HttpResponse.json({ accessToken: 'new', refreshToken: 'r2' })),
      http.get(`${base}/things`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json(['thing'])
          : HttpResponse.json({ message: 'Expired', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: () => ({ ...store.getState(), organizationId: null }),
      onTokensRefreshed: (tokens) => store.getState().setTokens(tokens),
      onUnauthorized,
    });
    await expect(client.get('/things')).resolves.toEqual(['thing']);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getState().accessToken).toBe('new');
  });

  it('applies the 401 rule once when the retried call is refused again', async () => {
    const calls = vi.fn(() => HttpResponse.json({ message: 'Nope', code: 'UNAUTHENTICATED' }, { status: 401 }));
    server.use(
      http.post(`${base}/auth/refresh`, () => HttpResponse.json({ accessToken: 'new', refreshToken: 'r2' })),
      http.get(`${base}/things`, calls),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: 'old', refreshToken: 'r1' }),
      onUnauthorized,
    });
    await expect(client.get('/things')).rejects.toMatchObject({ status: 401, message: 'Nope' });
    expect(calls).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("never refreshes a partner's token: its 401 goes straight to onUnauthorized", async () => {
    const refresh = vi.fn(() => HttpResponse.json({ accessToken: 'x', refreshToken: 'y' }));
    server.use(
      http.post(`${base}/auth/refresh`, refresh),
      http.get(`${base}/things`, () => HttpResponse.json({ message: 'Nope', code: 'UNAUTHENTICATED' }, { status: 401 })),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: 'ours', refreshToken: 'r1' }),
      getAccessToken: () => 'partner',
      onUnauthorized,
    });
    await expect(client.get('/things')).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
