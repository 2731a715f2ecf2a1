import { describe, expect, it } from 'vitest';
import { login, randomIp, register, uniqueEmail } from '../support/api';
import { startEarlyInAMinute } from '../support/startEarlyInAMinute';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('login rate limit (10 attempts a minute)', () => {
  it('answers the 11th attempt from one IP with 429 and Retry-After, even with the right password', async () => {
    const ip = randomIp();
    const { email, password } = await register(ctx.app);
    await startEarlyInAMinute();
    for (let i = 0; i < 10; i++) {
      expect((await login(ctx.app, uniqueEmail('probe'), 'wrong password', ip)).statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, email, password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await login(ctx.app, email, password)).statusCode).toBe(200);
  }, 60_000);

  it('answers the 11th attempt on one account with 429, whatever the IPs', async () => {
    const { email, password } = await register(ctx.app);
    await startEarlyInAMinute();
    for (let i = 0; i < 10; i++) {
      expect((await login(ctx.app, email, 'wrong password', randomIp())).statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, email.toUpperCase(), password, randomIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  }, 60_000);

  it('keeps its counters in the database (shared by every API process)', async () => {
    const ip = randomIp();
    await login(ctx.app, uniqueEmail(), 'whatever password', ip);
    const row = await ctx.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', `login:ip:${ip}`)
      .executeTakeFirst();
    expect(row?.count).toBe(1);
  });
});
