import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pruneExpiredRows } from '../../src/db/pruneExpiredRows';
import { issueRefreshToken } from '../../src/modules/auth/refreshTokens';
import { register } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const hour = 60 * 60 * 1000;

describe('pruneExpiredRows', () => {
  it('drops ended rate-limit windows, long-expired refresh tokens and old digest decisions, and keeps the rest', async () => {
    const { user } = await register(ctx.app);
    const now = new Date();
    const [oldKey, liveKey] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    await ctx.db
      .insertInto('rate_limits')
      .values([
        { key: oldKey, window_start: new Date(now.getTime() - 2 * hour), count: 3 },
        { key: liveKey, window_start: new Date(now.getTime() - 30_000), count: 1 },
      ])
      .execute();
    await issueRefreshToken(ctx.db, { userId: user.id, ttlSeconds: -2 * 24 * 3600 });
    await ctx.db
      .insertInto('weekly_digests')
      .values([
        { user_id: user.id, week: '2020-W01', item_count: 0, created_at: new Date(now.getTime() - 15 * 24 * hour) },
        { user_id: user.id, week: '2020-W02', item_count: 0, created_at: new Date(now.getTime() - 6 * 24 * hour) },
      ])
      .execute();

    await pruneExpiredRows(ctx.db, now);

    const keys = await ctx.db.selectFrom('rate_limits').select('key').where('key', 'in', [oldKey, liveKey]).execute();
    expect(keys).toEqual([{ key: liveKey }]);
    const tokens = await ctx.db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .execute();
    // The session from register stays; the token that expired two days ago is gone.
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.expires_at.getTime()).toBeGreaterThan(now.getTime());
    // The digest decided 15 days ago is gone; last week's stays.
    const digests = await ctx.db.selectFrom('weekly_digests').select('week').where('user_id', '=', user.id).execute();
    expect(digests).toEqual([{ week: '2020-W02' }]);
  });

  it('keeps rate-limit rows as long as the longest window remembers them (a day of sign-in failures)', async () => {
    const now = new Date();
    const [dayOld, hoursOld] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    await ctx.db
      .insertInto('rate_limits')
      .values([
        { key: dayOld, window_start: new Date(now.getTime() - 25 * hour), count: 1 },
        { key: hoursOld, window_start: new Date(now.getTime() - 5 * hour), count: 1 },
      ])
      .execute();
    await pruneExpiredRows(ctx.db, now, 24 * 60 * 60);
    const keys = await ctx.db.selectFrom('rate_limits').select('key').where('key', 'in', [dayOld, hoursOld]).execute();
    expect(keys).toEqual([{ key: hoursOld }]);
  });
});
