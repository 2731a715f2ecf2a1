import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumeRateLimit } from '../../src/lib/consumeRateLimit';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const limit = { max: 3, windowSeconds: 60 };

describe('consumeRateLimit', () => {
  it('allows max hits per fixed window and says how long until the window ends', async () => {
    const key = `test:${randomUUID()}`;
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 15_000);
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit(ctx.db, key, limit, start)).allowed).toBe(true);
    expect(await consumeRateLimit(ctx.db, key, limit, start)).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('starts over in the next window and drops the old one', async () => {
    const key = `test:${randomUUID()}`;
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    for (let i = 0; i < 4; i++) await consumeRateLimit(ctx.db, key, limit, start);
    const next = new Date(start.getTime() + 60_000);
    expect((await consumeRateLimit(ctx.db, key, limit, next)).allowed).toBe(true);
    const rows = await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', key).execute();
    expect(rows).toEqual([{ count: 1 }]);
  });

  it('counts concurrent hits exactly', async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => consumeRateLimit(ctx.db, key, limit)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});
