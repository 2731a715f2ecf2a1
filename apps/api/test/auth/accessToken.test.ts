import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { createAccessTokens } from '../../src/modules/auth/accessTokens';
import { bearer, register } from '../support/api';
import { TEST_JWT_SECRET, testConfig } from '../support/testConfig';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const key = new TextEncoder().encode(TEST_JWT_SECRET);

function me(headers: Record<string, string> = {}) {
  return ctx.app.inject({ url: '/api/auth/me', headers });
}

function sign(claims: { sub: string; sid: string }, expiresAt: number, secret = key) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('okr-api')
    .setAudience('okr')
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

async function sessionIdOf(userId: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.family_id;
}

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const { accessToken } = await register(ctx.app);
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('answer 401 UNAUTHENTICATED once expired', async () => {
    const { user } = await register(ctx.app);
    const sid = await sessionIdOf(user.id);
    const now = Math.floor(Date.now() / 1000);
    expect((await me(bearer(await sign({ sub: user.id, sid }, now + 60)))).statusCode).toBe(200);
    const expired = await me(bearer(await sign({ sub: user.id, sid }, now - 1)));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['no Authorization header', {}],
    ['a malformed token', bearer('not.a.jwt')],
    ['a non-Bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answer 401 for %s', async (_label, headers) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('answer 401 when signed with another secret or algorithm', async () => {
    const { user } = await register(ctx.app);
    const sid = await sessionIdOf(user.id);
    const later = Math.floor(Date.now() / 1000) + 600;
    const forged = await sign({ sub: user.id, sid }, later, new TextEncoder().encode('x'.repeat(40)));
    expect((await me(bearer(forged))).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, sid }),
    ).toString('base64url')}.`;
    expect((await me(bearer(unsigned))).statusCode).toBe(401);
  });

  it('stop working when the user is deactivated', async () => {
    const { accessToken, user } = await register(ctx.app);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await me(bearer(accessToken))).statusCode).toBe(401);
  });

  it('survive a restart with a generated secret kept in the database', async () => {
    const config = testConfig({ jwtSecret: null });
    const first = await buildApp({ db: ctx.db, config });
    const { accessToken } = await register(first);
    await first.close();
    const second = await buildApp({ db: ctx.db, config });
    try {
      expect((await second.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('a verified access token, remembered', () => {
  it('is accepted again until its expiry and refused from then on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    try {
      const tokens = createAccessTokens(TEST_JWT_SECRET, 60);
      const claims = { userId: crypto.randomUUID(), sessionId: crypto.randomUUID() };
      const token = await tokens.sign(claims);
      expect(await tokens.verify(token)).toEqual(claims);
      vi.setSystemTime(new Date('2026-03-01T10:00:59Z'));
      expect(await tokens.verify(token)).toEqual(claims);
      vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
      await expect(tokens.verify(token)).rejects.toThrow('Access token expired');
      // Another token of the same claims with a byte of its signature changed is not the remembered one.
      vi.setSystemTime(new Date('2026-03-01T10:00:30Z'));
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      await expect(tokens.verify(forged)).rejects.toThrow('Invalid access token');
    } finally {
      vi.useRealTimers();
    }
  });
});
