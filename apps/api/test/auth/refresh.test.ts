import { REFRESH_COOKIE } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { bearer, cookieValue, register } from '../support/api';
import { testConfig } from '../support/testConfig';
import { useTestApp } from '../support/testApp';

// Without the reuse grace window: every second presentation of a token is reuse, as before the
// window existed (refreshReuseGrace.test.ts covers the window).
const ctx = useTestApp({ refreshReuseGraceSeconds: 0 });

const refreshWithBody = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const refreshWithCookie = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: refreshToken } });

describe('POST /api/auth/refresh', () => {
  it('sets the refresh token as an HttpOnly, SameSite=Strict cookie scoped to /api/auth', async () => {
    const { response, refreshToken } = await register(ctx.app);
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ value: refreshToken, httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when the request came over HTTPS (behind a trusted proxy)', async () => {
    const app = await buildApp({ db: ctx.db, config: testConfig({ trustProxy: true, refreshReuseGraceSeconds: 0 }) });
    try {
      const { refreshToken } = await register(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('rotates the token from the body: a new pair, and the old token stops working', async () => {
    const { refreshToken } = await register(ctx.app);
    const first = await refreshWithBody(refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(refreshToken);
    expect(rotated.accessToken).toMatch(/^ey/);
    expect(cookieValue(first, REFRESH_COOKIE)).toBe(rotated.refreshToken);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(rotated.accessToken) })).statusCode).toBe(200);
    const reuse = await refreshWithBody(refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('rotates the token from the cookie, with no body at all', async () => {
    const { refreshToken } = await register(ctx.app);
    const response = await refreshWithCookie(refreshToken);
    expect(response.statusCode).toBe(200);
    expect(cookieValue(response, REFRESH_COOKIE)).toBe(response.json().refreshToken);
  });

  it('accepts an empty body sent as application/json', async () => {
    const { refreshToken } = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      cookies: { [REFRESH_COOKIE]: refreshToken },
    });
    expect(response.statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back, the newer sibling included', async () => {
    const { refreshToken: original, accessToken } = await register(ctx.app);
    const newer = (await refreshWithBody(original)).json().refreshToken as string;
    const reuse = await refreshWithBody(original);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await refreshWithBody(newer)).statusCode).toBe(401);
    // The access tokens of the revoked sign-in stop working too.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the same user alive when one family is revoked', async () => {
    const { refreshToken, email, password } = await register(ctx.app);
    const other = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    ).json().refreshToken as string;
    await refreshWithBody(refreshToken);
    await refreshWithBody(refreshToken);
    expect((await refreshWithBody(other)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown token, or with an expired one', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refreshWithBody('not-a-real-token')).statusCode).toBe(401);
    const { refreshToken, user } = await register(ctx.app);
    await ctx.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await refreshWithBody(refreshToken)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { refreshToken, user } = await register(ctx.app);
    const rows = await ctx.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(refreshToken);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to refresh for a deactivated user', async () => {
    const { refreshToken, user } = await register(ctx.app);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await refreshWithBody(refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session, clears the cookie and answers 204', async () => {
    const { refreshToken, accessToken } = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: refreshToken },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    // Cleared with the attributes it was set with, or the browser would keep it.
    expect(cleared).toMatchObject({ value: '', httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect((await refreshWithBody(refreshToken)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('works with the token in the body, and is idempotent', async () => {
    const { refreshToken } = await register(ctx.app);
    const logout = () => ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
    expect((await logout()).statusCode).toBe(204);
    expect((await logout()).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await refreshWithBody(refreshToken)).statusCode).toBe(401);
  });
});
