import type { Session } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { WriteWatch } from '../../src/db/WriteWatch';
import { ReadCache } from '../../src/db/ReadCache';
import { ACCESS_TABLES, AccessCache } from '../../src/modules/authorization/accessCache';
import { revokeSessions } from '../../src/modules/auth/authSessions';
import { bearer, login, PASSWORD, randomIp, register } from '../support/api';
import { CountQueries } from '../support/CountQueries';
import { useTestApp } from '../support/testApp';

// My account, sessions (issue 32, api-contract.md "My account"): every sign-in still alive, with
// the client it was last used from, and ending one or all others at once.

const ctx = useTestApp();

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const signIn = async (email: string, userAgent: string, ip = randomIp()) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress: ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ accessToken: string; refreshToken: string }>();
};
const sessions = async (token: string) => {
  const response = await ctx.app.inject({ url: '/api/auth/sessions', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Session[]>();
};
const end = (token: string, id?: string) =>
  ctx.app.inject({ method: 'DELETE', url: id === undefined ? '/api/auth/sessions' : `/api/auth/sessions/${encodeURIComponent(id)}`, headers: bearer(token) });
const meStatus = async (token: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode;

describe('GET /auth/sessions', () => {
  it('lists each sign-in alive with its browser, system, device, address and method, newest use first', async () => {
    const user = await register(ctx.app);
    const laptop = await signIn(user.email, CHROME_MAC, '203.0.113.7');
    const phone = await signIn(user.email, SAFARI_IPHONE, '198.51.100.9');
    const list = await sessions(phone.accessToken);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, browser: 'Safari 17', os: 'iOS 17.1', device: 'mobile', ip: '198.51.100.9', method: 'password', userAgent: SAFARI_IPHONE });
    expect(list[1]).toMatchObject({ current: false, browser: 'Chrome 120', os: 'macOS Catalina', device: 'desktop', ip: '203.0.113.7' });
    expect(list.filter((row) => row.current)).toHaveLength(1);
    // A refresh is a use: the laptop comes first, from its new address.
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: laptop.refreshToken }, headers: { 'user-agent': CHROME_MAC }, remoteAddress: '203.0.113.8' });
    expect(refreshed.statusCode).toBe(200);
    const after = await sessions(phone.accessToken);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ current: false, ip: '203.0.113.8', browser: 'Chrome 120' });
    expect(Date.parse(after[0]!.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(after[0]!.createdAt));
    // Logged out: no longer listed.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: refreshed.json().refreshToken } });
    expect(await sessions(phone.accessToken)).toHaveLength(2);
  });

  it('shows only the caller\'s own sign-ins, and needs a person signed in', async () => {
    const one = await register(ctx.app);
    const other = await register(ctx.app);
    expect((await sessions(one.accessToken)).map((row) => row.current)).toEqual([true]);
    expect(await sessions(other.accessToken)).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends that sign-in: its access token is refused at its very next request and its refresh fails', async () => {
    const user = await register(ctx.app);
    const other = await signIn(user.email, CHROME_MAC);
    expect(await meStatus(other.accessToken)).toBe(200);
    const target = (await sessions(user.accessToken)).find((row) => !row.current)!;
    const response = await end(user.accessToken, target.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(await meStatus(other.accessToken)).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect(await meStatus(user.accessToken)).toBe(200);
    expect((await sessions(user.accessToken)).map((row) => row.id)).not.toContain(target.id);
    const audit = await ctx.db.selectFrom('audit_events').select(['action', 'actor_user_id']).where('target_id', '=', target.id).execute();
    expect(audit).toEqual(expect.arrayContaining([{ action: 'auth.session_revoked', actor_user_id: user.user.id }]));
  });

  it('answers 404 for another user\'s session, an unknown id, or a malformed one, ending nothing', async () => {
    const user = await register(ctx.app);
    const stranger = await register(ctx.app);
    const [theirs] = await sessions(stranger.accessToken);
    for (const id of [theirs!.id, '0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07', 'not-a-uuid', 'a\u0000b', 'x'.repeat(10_000)]) {
      const response = await end(user.accessToken, id);
      expect([404, 400], id.slice(0, 40)).toContain(response.statusCode);
      expect(response.json().code).toMatch(/NOT_FOUND|VALIDATION_ERROR/);
    }
    expect((await end(user.accessToken, theirs!.id)).statusCode).toBe(404);
    expect(await meStatus(stranger.accessToken)).toBe(200);
  });
});

describe('the check of an ended session', () => {
  it('costs no statement of its own: the guard\'s one read of the user answers it', async () => {
    const user = await register(ctx.app);
    const other = await signIn(user.email, CHROME_MAC);
    const otherFamily = (await sessions(user.accessToken)).find((row) => !row.current)!.id;
    const watch = new WriteWatch();
    const counter = new CountQueries();
    const cache = new AccessCache(ctx.db.withPlugin(counter), new ReadCache(watch, ACCESS_TABLES, { maxEntries: 10 }));
    const query = { userId: user.user.id, sessionId: otherFamily, organizationId: null };
    expect(await cache.load(query)).toMatchObject({ sessionRevoked: false });
    expect(counter.count).toBe(1);
    await revokeSessions(ctx.db, user.user.id, { only: otherFamily });
    watch.noteWrite('refresh_tokens');
    expect(await cache.load(query)).toMatchObject({ sessionRevoked: true, user: expect.objectContaining({ id: user.user.id }) });
    expect(counter.count).toBe(2);
    expect(await meStatus(other.accessToken)).toBe(401);
  });
});

describe('DELETE /auth/sessions', () => {
  it('ends every sign-in but the current one', async () => {
    const user = await register(ctx.app);
    const a = await signIn(user.email, CHROME_MAC);
    const b = await signIn(user.email, SAFARI_IPHONE);
    const stranger = await register(ctx.app);
    expect((await end(user.accessToken)).statusCode).toBe(204);
    expect(await meStatus(a.accessToken)).toBe(401);
    expect(await meStatus(b.accessToken)).toBe(401);
    expect(await meStatus(user.accessToken)).toBe(200);
    expect(await meStatus(stranger.accessToken)).toBe(200);
    expect((await sessions(user.accessToken)).map((row) => row.current)).toEqual([true]);
    expect((await login(ctx.app, user.email, PASSWORD)).statusCode).toBe(200);
  });
});
