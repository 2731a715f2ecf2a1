import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, refreshSuccessorKey } from '../../src/modules/auth/refreshTokens';
import { rotateRefreshToken } from '../../src/modules/auth/rotateRefreshToken';
import { bearer, register } from '../support/api';
import { useTestApp } from '../support/testApp';

// api-contract.md "Sessions": a refresh token presented again within 10 s of its own rotation
// answers a valid pair of the same family; after that it is reuse and revokes the family.
const ctx = useTestApp({ refreshReuseGraceSeconds: 10 });

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const me = (accessToken: string) => ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });

async function familyRows(userId: string) {
  return ctx.db
    .selectFrom('refresh_tokens')
    .select(['token_hash', 'used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Moves a token's rotation into the past, as if the client retried that much later. */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await ctx.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

describe('refresh token reuse grace window', () => {
  it('answers a retry within the window with the same successor, and the family stays valid', async () => {
    const { refreshToken: original, user } = await register(ctx.app);
    const first = await refresh(original);
    expect(first.statusCode).toBe(200);
    const retry = await refresh(original);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().refreshToken).toBe(first.json().refreshToken);
    expect((await me(retry.json().accessToken)).statusCode).toBe(200);
    expect((await me(first.json().accessToken)).statusCode).toBe(200);
    // The successor still rotates normally: no fork, no revocation.
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(200);
    const rows = await familyRows(user.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revoked_at === null)).toBe(true);
  });

  it('answers the live end of the chain when the successor was rotated too', async () => {
    const { refreshToken: t0 } = await register(ctx.app);
    const t1 = (await refresh(t0)).json().refreshToken as string;
    const t2 = (await refresh(t1)).json().refreshToken as string;
    const retry = await refresh(t0);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refreshToken).toBe(t2);
  });

  it('treats a presentation after the window as reuse and revokes the whole family', async () => {
    const { refreshToken: original, accessToken } = await register(ctx.app);
    const newer = (await refresh(original)).json().refreshToken as string;
    await rotatedSecondsAgo(original, 11);
    const reuse = await refresh(original);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.stringContaining('already used') });
    expect((await refresh(newer)).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('lets two concurrent refreshes with one token both succeed on one chain', async () => {
    const { refreshToken: original, user } = await register(ctx.app);
    const [a, b] = await Promise.all([refresh(original), refresh(original)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    const rows = await familyRows(user.id);
    // The original, spent once, and exactly one successor.
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.used_at !== null)).toHaveLength(1);
    expect(rows.every((row) => row.revoked_at === null)).toBe(true);
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
    expect((await me(b.json().accessToken)).statusCode).toBe(200);
  });

  it('does not bring back a family revoked by logout', async () => {
    const { refreshToken: original } = await register(ctx.app);
    const newer = (await refresh(original)).json().refreshToken as string;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: newer } });
    expect((await refresh(original)).statusCode).toBe(401);
    expect((await refresh(newer)).statusCode).toBe(401);
  });
});

describe('rotateRefreshToken', () => {
  const successorKey = refreshSuccessorKey('test-key');

  it('follows the clock: within the window a replay, past it reuse; window 0 is always reuse', async () => {
    const { refreshToken: token } = await register(ctx.app);
    const rotatedAt = new Date();
    const options = { ttlSeconds: 3600, reuseGraceSeconds: 2, successorKey };
    const first = await rotateRefreshToken(ctx.db, token, { ...options, now: rotatedAt });
    expect(first.status).toBe('rotated');
    const at = (ms: number) => new Date(rotatedAt.getTime() + ms);
    expect(await rotateRefreshToken(ctx.db, token, { ...options, now: at(2000) })).toEqual(first);
    expect(await rotateRefreshToken(ctx.db, token, { ...options, reuseGraceSeconds: 0, now: at(1) })).toEqual({
      status: 'reused',
    });
    // The family is revoked now: not even a replay within the window answers.
    expect((await rotateRefreshToken(ctx.db, token, { ...options, now: at(1) })).status).toBe('reused');
  });

  it('lets five concurrent rotations of one token converge on one successor (a real race on PostgreSQL)', async () => {
    const { refreshToken: token, user } = await register(ctx.app);
    const options = { ttlSeconds: 3600, reuseGraceSeconds: 10, successorKey };
    const results = await Promise.all(Array.from({ length: 5 }, () => rotateRefreshToken(ctx.db, token, options)));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('rotated'));
    expect(new Set(results.map((result) => (result.status === 'rotated' ? result.token : '')))).toHaveProperty('size', 1);
    expect(await familyRows(user.id)).toHaveLength(2);
  });

  it('answers invalid for an unknown token', async () => {
    const result = await rotateRefreshToken(ctx.db, randomUUID(), { ttlSeconds: 60, reuseGraceSeconds: 10, successorKey });
    expect(result).toEqual({ status: 'invalid' });
  });
});
