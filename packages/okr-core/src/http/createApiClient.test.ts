import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/createSessionStore';
import { createDefaultUnauthorizedHandler } from '../provider/defaultUnauthorizedHandler';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import type { ApiClientSession } from './createApiClient';

const base = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function jwt(expiresInSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

/** Records the headers of `GET /echo`. */
function echoHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.get(`${base}/echo`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

function sessionOf(partial: Partial<ApiClientSession>): () => ApiClientSession {
  return () => ({ accessToken: null, refreshToken: null, organizationId: null, ...partial });
}

describe('createApiClient', () => {
  it('sends the session access token as a Bearer token and the current organization', async () => {
    const seen = echoHeaders();
    const client = createApiClient({ baseURL: base, getSession: sessionOf({ accessToken: 'abc', organizationId: 'o1' }) });
    await expect(client.get('/echo')).resolves.toEqual({ ok: true });
    expect(seen[0]?.get('authorization')).toBe('Bearer abc');
    expect(seen[0]?.get('x-organization-id')).toBe('o1');
    expect(seen[0]?.get('content-type') ?? 'application/json').toContain('application/json');
  });

  it('falls back to the separately stored access token when the session cannot be read', async () => {
    const seen = echoHeaders();
    localStorage.setItem('okr:auth-storage:access-token', 'stored');
    const client = createApiClient({
      baseURL: base,
      getSession: () => {
        throw new Error('corrupt');
      },
    });
    await client.get('/echo');
    expect(seen[0]?.get('authorization')).toBe('Bearer stored');
  });

  it('prefers the token from getAccessToken', async () => {
    const seen = echoHeaders();
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: 'session' }),
      getAccessToken: async () => 'partner',
    });
    await client.get('/echo');
    expect(seen[0]?.get('authorization')).toBe('Bearer partner');
  });

  it('sends no Authorization header without any token', async () => {
    const seen = echoHeaders();
    await createApiClient({ baseURL: base, getSession: sessionOf({}) }).get('/echo');
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('applies the 401 rule: tokens and auth-storage removed, handler called, error still rejected', async () => {
    server.use(http.get(`${base}/auth/me`, () => HttpResponse.json({ message: 'Token expired', code: 'UNAUTHENTICATED' }, { status: 401 })));
    server.use(http.post(`${base}/auth/refresh`, () => HttpResponse.json({ message: 'Invalid', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const store = createSessionStore();
    store.getState().setSession({ user: null as never, organization: null, accessToken: 'a', refreshToken: 'r' });
    const redirect = vi.fn();
    const handler = vi.fn(
      createDefaultUnauthorizedHandler({ logout: () => store.getState().logout(), redirect, currentPath: () => '/app' }),
    );
    const client = createApiClient({ baseURL: base, getSession: sessionOf({ accessToken: 'a' }), onUnauthorized: handler });

    const error = await client.get('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Token expired' });
    expect(handler).toHaveBeenCalledWith(error);
    expect(redirect).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('okr:auth-storage:access-token')).toBeNull();
    expect(localStorage.getItem('okr:auth-storage:refresh-token')).toBeNull();
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('does not treat a 401 of login as a lost session', async () => {
    server.use(http.post(`${base}/auth/login`, () => HttpResponse.json({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: base, getSession: sessionOf({}), onUnauthorized });
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('neither refreshes before nor logs out after the logout call itself', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ accessToken: 'x', refreshToken: 'y' }));
    let auth: string | null = null;
    server.use(
      http.post(`${base}/auth/refresh`, refresh),
      http.post(`${base}/auth/logout`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Expired', code: 'UNAUTHENTICATED' }, { status: 401 });
      }),
    );
    const onUnauthorized = vi.fn();
    const expiring = jwt(10);
    const client = createApiClient({ baseURL: base, getSession: sessionOf({ accessToken: expiring }), onUnauthorized });
    await expect(client.post('/auth/logout', {})).rejects.toMatchObject({ status: 401 });
    expect(auth).toBe(`Bearer ${expiring}`);
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on 403', async () => {
    server.use(http.get(`${base}/roles`, () => HttpResponse.json({ message: 'Missing settings:read', code: 'FORBIDDEN' }, { status: 403 })));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: base, getSession: sessionOf({ accessToken: 'a' }), onUnauthorized });
    await expect(client.get('/roles')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Missing settings:read' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 NETWORK_ERROR', async () => {
    server.use(http.get(`${base}/echo`, () => HttpResponse.error()));
    const client = createApiClient({ baseURL: base, getSession: sessionOf({}) });
    await expect(client.get('/echo')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('refreshSession', () => {
  it('rejects with "No access token available" without an access token', async () => {
    const client = createApiClient({ baseURL: base, getSession: sessionOf({}) });
    await expect(client.refreshSession()).rejects.toThrow('No access token available');
  });

  it('posts the refresh token and stores the rotated tokens', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/auth/refresh`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: 'a2', refreshToken: 'r2' });
      }),
    );
    const store = createSessionStore();
    store.getState().setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const client = createApiClient({
      baseURL: base,
      getSession: () => ({ ...store.getState(), organizationId: null }),
      onTokensRefreshed: (tokens) => store.getState().setTokens(tokens),
    });
    await expect(client.refreshSession()).resolves.toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(body).toEqual({ refreshToken: 'r1' });
    expect(store.getState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(localStorage.getItem('okr:auth-storage:refresh-token')).toBe('r2');
  });

  it('logs out and rejects with "Session expired. Please login again." when refresh fails', async () => {
    server.use(http.post(`${base}/auth/refresh`, () => HttpResponse.json({ message: 'Revoked', code: 'UNAUTHENTICATED' }, { status: 401 })));
    const onSessionExpired = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: base, getSession: sessionOf({ accessToken: 'a' }), onSessionExpired, onUnauthorized });
    await expect(client.refreshSession()).rejects.toThrow('Session expired. Please login again.');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('refreshes once before requests whose access token is about to expire', async () => {
    const seen = echoHeaders();
    const refresh = vi.fn(() => HttpResponse.json({ accessToken: jwt(900), refreshToken: 'r2' }));
    server.use(http.post(`${base}/auth/refresh`, refresh));
    const store = createSessionStore();
    store.getState().setTokens({ accessToken: jwt(30), refreshToken: 'r1' });
    const client = createApiClient({
      baseURL: base,
      getSession: () => ({ ...store.getState(), organizationId: null }),
      onTokensRefreshed: (tokens) => store.getState().setTokens(tokens),
    });
    await Promise.all([client.get('/echo'), client.get('/echo')]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen.map((h) => h.get('authorization'))).toEqual([`Bearer ${store.getState().accessToken}`, `Bearer ${store.getState().accessToken}`]);
  });

  it("adopts the tokens another tab rotated instead of reusing the spent refresh token", async () => {
    const refresh = vi.fn(() => HttpResponse.json({ message: 'Reused', code: 'UNAUTHENTICATED' }, { status: 401 }));
    server.use(http.post(`${base}/auth/refresh`, refresh));
    const fresh = jwt(900);
    // This tab still holds r1; another tab already rotated it and stored the new pair.
    localStorage.setItem('okr:auth-storage:access-token', fresh);
    localStorage.setItem('okr:auth-storage:refresh-token', 'r2');
    const onTokensRefreshed = vi.fn();
    const client = createApiClient({
      baseURL: base,
      getSession: sessionOf({ accessToken: jwt(30), refreshToken: 'r1' }),
      onTokensRefreshed,
    });
    await expect(client.refreshSession()).resolves.toEqual({ accessToken: fresh, refreshToken: 'r2' });
    expect(refresh).not.toHaveBeenCalled();
    expect(onTokensRefreshed).toHaveBeenCalledWith({ accessToken: fresh, refreshToken: 'r2' });
  });

  it('does not refresh a token with time left', async () => {
    echoHeaders();
    const refresh = vi.fn(() => HttpResponse.json({ accessToken: 'x', refreshToken: 'y' }));
    server.use(http.post(`${base}/auth/refresh`, refresh));
    await createApiClient({ baseURL: base, getSession: sessionOf({ accessToken: jwt(600) }) }).get('/echo');
    expect(refresh).not.toHaveBeenCalled();
  });
});
