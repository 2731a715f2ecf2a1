import { personalOrganizationName } from '@okr/contract';
import { AuthSessionResponse, ErrorBody, MeResponse } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../createHandlers';
import { createMockDb } from '../db/createMockDb';
import { DEMO_PASSWORD, demoSeed, demoTokens } from '../db/demoSeed';
import { resetActiveMockDb } from '../activeMockDb';
import { setupMswServer } from '../testing/setupMswServer';
import { authHandlers } from '../handlers';

// Any origin works: the handlers match `*/api/...`.
const api = 'http://partner.example/api';
const server = setupMswServer();

function post(path: string, body?: unknown, token?: string) {
  return fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('authHandlers', () => {
  it('signs a demo user in and recognises the issued token on /auth/me', async () => {
    server.use(...createHandlers(createMockDb()));
    const login = await post('/auth/login', { email: 'admin@demo.okr', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const session = AuthSessionResponse.parse(await login.json());
    expect(session.organization?.name).toBe('Acme Corp');
    expect(session.user.roles.map((role) => role.roleType)).toEqual(['Admin']);

    const me = await fetch(`${api}/auth/me`, { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(MeResponse.parse(await me.json()).organizations.map((org) => org.name)).toEqual(['Acme Corp', 'Globex']);
  });

  it('answers 401 UNAUTHENTICATED without a known token', async () => {
    server.use(...createHandlers(createMockDb()));
    const missing = await fetch(`${api}/auth/me`);
    expect(missing.status).toBe(401);
    expect(ErrorBody.parse(await missing.json()).code).toBe('UNAUTHENTICATED');
    const unknown = await fetch(`${api}/auth/me`, { headers: { Authorization: 'Bearer nope' } });
    expect(unknown.status).toBe(401);
  });

  it('rejects a wrong password with the server message', async () => {
    server.use(...createHandlers(createMockDb()));
    const response = await post('/auth/login', { email: 'admin@demo.okr', password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
  });

  it('registers a user with a personal organization, then refuses the same email', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    const body = { email: 'new@example.com', password: 'long-enough', firstName: 'New', lastName: 'Person' };
    const created = await post('/auth/register', body);
    expect(created.status).toBe(201);
    const session = AuthSessionResponse.parse(await created.json());
    expect(session.user.isOnboardingComplete).toBe(false);
    expect(session.organization?.name).toBe(personalOrganizationName('New', 'Person'));
    expect(db.roles.filter((role) => role.organizationId === session.organization?.id)).toHaveLength(3);

    const again = await post('/auth/register', body);
    expect(again.status).toBe(409);
  });

  it('answers 400 VALIDATION_ERROR with details for a malformed body', async () => {
    server.use(...createHandlers(createMockDb()));
    const response = await post('/auth/register', { email: 'not-an-email', password: 'x' });
    expect(response.status).toBe(400);
    const error = ErrorBody.parse(await response.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'email' })]));
  });

  it('rotates the refresh token and completes onboarding', async () => {
    // No reuse grace window: the second presentation of the token is reuse at once.
    server.use(...createHandlers(createMockDb(demoSeed, { refreshReuseGraceSeconds: 0 })));
    const refreshed = await post('/auth/refresh', { refreshToken: 'mock-refresh-token-newcomer' });
    const tokens = (await refreshed.json()) as { accessToken: string };
    const done = await post('/auth/complete-onboarding', undefined, tokens.accessToken);
    expect(((await done.json()) as { user: { isOnboardingComplete: boolean } }).user.isOnboardingComplete).toBe(true);
    expect((await post('/auth/refresh', { refreshToken: 'mock-refresh-token-newcomer' })).status).toBe(401);
  });

  it('takes the refresh token from the cookie when the body has none, like the API', async () => {
    server.use(...createHandlers(createMockDb()));
    const refreshed = await fetch(`${api}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'theme=dark; okr_refresh=mock-refresh-token-newcomer' },
      body: '{}',
    });
    expect(refreshed.status).toBe(200);
    const noToken = await post('/auth/refresh', {});
    expect(noToken.status).toBe(401);
  });

  it("serves the meError scenario with the API's real 500 body", async () => {
    server.use(...authHandlers.meError);
    const failed = await fetch(`${api}/auth/me`, { headers: { Authorization: `Bearer ${demoTokens('admin').accessToken}` } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
  });

  it("serves the completeOnboardingError scenario with the API's real 500 body, other routes unchanged", async () => {
    server.use(...authHandlers.completeOnboardingError);
    const failed = await post('/auth/complete-onboarding', undefined, demoTokens('newcomer').accessToken);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect((await post('/auth/login', { email: 'admin@demo.okr', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("serves scenarios: a login error with the API's real 500 body, and a fresh active db after a reset", async () => {
    server.use(...authHandlers.loginErrorNoMessage);
    const failed = await post('/auth/login', { email: 'admin@demo.okr', password: DEMO_PASSWORD });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });

    server.resetHandlers(...authHandlers.default);
    await post('/auth/complete-onboarding', undefined, demoTokens('newcomer').accessToken);
    resetActiveMockDb();
    const me = await fetch(`${api}/auth/me`, { headers: { Authorization: `Bearer ${demoTokens('newcomer').accessToken}` } });
    expect(MeResponse.parse(await me.json()).user.isOnboardingComplete).toBe(false);
  });
});
