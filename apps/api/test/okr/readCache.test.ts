import type { ObjectiveDetail } from '@okr/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/db/ReadCache';
import { CountQueries } from '../support/CountQueries';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';
import { createKeyResult, createObjective, organization } from './okrApi';

const ctx = useTestApp();
const app = () => ctx.app;

const readTitle = async (db: typeof ctx.db) =>
  (await sql<{ title: string }>`select 'x' as title`.execute(db)).rows[0]?.title ?? '';

// Counting tests run on PGlite only: on the shared test PostgreSQL other test files write the same
// tables at the same time (cross-process invalidation: test/platform/writeNotifications.test.ts).
describe('the read cache', () => {
  it.skipIf(databaseUrl !== null)('answers again without a query until a table it reads is written', async () => {
    const counter = new CountQueries();
    const db = ctx.db.withPlugin(counter);
    const cache = ReadCache.for<string>(ctx.db, ['key_results']);
    await cache.get('a', () => readTitle(db));
    await cache.get('a', () => readTitle(db));
    expect(counter.count).toBe(1);
    // A write to another table keeps it; a write to a table it reads drops it.
    await ctx.db.updateTable('tasks').set({ title: 'x' }).where(sql<boolean>`false`).execute();
    await cache.get('a', () => readTitle(db));
    expect(counter.count).toBe(1);
    await ctx.db.updateTable('key_results').set({ title: 'x' }).where(sql<boolean>`false`).execute();
    await cache.get('a', () => readTitle(db));
    expect(counter.count).toBe(2);
  });

  it.skipIf(databaseUrl !== null)('never keeps an answer read while a write to its tables was under way', async () => {
    const counter = new CountQueries();
    const db = ctx.db.withPlugin(counter);
    const cache = ReadCache.for<string>(ctx.db, ['key_results']);
    await cache.get('a', async () => {
      const title = await readTitle(db);
      await ctx.db.updateTable('key_results').set({ title: 'x' }).where(sql<boolean>`false`).execute();
      return title;
    });
    await cache.get('a', () => readTitle(db));
    expect(counter.count).toBe(2);
  });

  it.skipIf(databaseUrl !== null)('shares one load among the callers that ask meanwhile, unless a write came between', async () => {
    const cache = ReadCache.for<string>(ctx.db, ['key_results']);
    let loads = 0;
    let release = () => {};
    const slow = () => {
      const n = (loads += 1);
      return new Promise<string>((resolve) => {
        release = () => resolve(`answer ${n}`);
      });
    };
    const first = cache.get('a', slow);
    const second = cache.get('a', slow);
    expect(loads).toBe(1);
    release();
    expect(await Promise.all([first, second])).toEqual(['answer 1', 'answer 1']);

    await ctx.db.updateTable('key_results').set({ title: 'x' }).where(sql<boolean>`false`).execute();
    const before = cache.get('a', slow);
    const releaseBefore = release;
    await ctx.db.updateTable('key_results').set({ title: 'x' }).where(sql<boolean>`false`).execute();
    const after = cache.get('a', slow);
    expect(loads).toBe(3);
    releaseBefore();
    release();
    expect(await Promise.all([before, after])).toEqual(['answer 2', 'answer 3']);
  });

  it('GET /objectives/{id} shows every change on the next read: a check-in, a direct write, a deleted key result', async () => {
    const ada = await organization(app, ctx.db);
    const objective = await createObjective(ada.api);
    const keyResult = await createKeyResult(ada.api, objective.id);
    const detail = async () => {
      const response = await ada.api.get(`/api/objectives/${objective.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ObjectiveDetail>();
    };
    expect((await detail()).keyResults[0]?.currentValue).toBe(0);
    await detail();

    const checkIn = await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 50, confidence: 7 });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect((await detail()).keyResults[0]?.currentValue).toBe(50);

    await ctx.db.updateTable('key_results').set({ title: 'Renamed behind the API' }).where('id', '=', keyResult.id).execute();
    expect((await detail()).keyResults[0]?.title).toBe('Renamed behind the API');

    expect((await ada.api.delete(`/api/key-results/${keyResult.id}`)).statusCode).toBe(204);
    expect((await detail()).keyResults).toEqual([]);
  });

  it.skipIf(databaseUrl !== null)('a check-in in one organization keeps every other organization’s answers (and the users’)', async () => {
    const ada = await organization(app, ctx.db);
    const bob = await organization(app, ctx.db);
    const objective = await createObjective(ada.api);
    const keyResult = await createKeyResult(ada.api, objective.id);
    // The tables a check-in writes or locks, and those the guard reads (the outbox, written by
    // every delivery attempt too, is no cached answer's).
    const cache = ReadCache.for<string>(ctx.db, ['check_ins', 'key_results', 'objectives', 'periods', 'users', 'organization_members', 'roles', 'user_roles']);
    let loads = 0;
    const read = (key: string, organizationId: string) => cache.get(key, async () => `${key} ${(loads += 1)}`, organizationId);
    await read('ada', ada.organizationId);
    await read('bob', bob.organizationId);
    const checkIn = await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 50, confidence: 7 });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect(await read('bob', bob.organizationId)).toBe('bob 2');
    expect(await read('ada', ada.organizationId)).toBe('ada 3');
  });
});
