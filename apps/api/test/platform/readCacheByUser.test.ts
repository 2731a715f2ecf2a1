import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import { noteNotified } from '../../src/db/listenForWrites';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import { ReadCache } from '../../src/db/ReadCache';
import { WriteWatch } from '../../src/db/WriteWatch';
import { ACCESS_TABLES, AccessCache } from '../../src/modules/authorization/accessCache';
import { login, register } from '../support/api';
import { CountQueries } from '../support/CountQueries';
import { scratchPostgres } from '../support/scratchPostgres';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';

// Writes to tables without an organization, placed by user (issue 22): a sign-in (a refresh
// token), a refresh, a switch of organization (the user's own row) drop that user's cached access
// only, not every organization's caches; a change others see (a name, deactivation) and what the
// watch cannot place still count for the whole table. Raw statements that name their one table
// count for that table only (the job queue's and the webhook recorder's).

const ctx = useTestApp();
const A = randomUUID();
const [U1, U2] = [randomUUID(), randomUUID()];

const watched = () => {
  const watch = new WriteWatch();
  return { watch, db: ctx.db.withPlugin(watch) };
};

describe('the write watch places writes by user', () => {
  it('a refresh token and a user’s own columns by user; shared columns and deletes for the whole table', () => {
    const { watch, db } = watched();
    db.insertInto('refresh_tokens').values({ id: randomUUID(), family_id: randomUUID(), user_id: U1, token_hash: 'h', expires_at: new Date() }).compile();
    expect([watch.writesTo('refresh_tokens', A, U1), watch.writesTo('refresh_tokens', A, U2)]).toEqual([1, 0]);
    // An answer about an organization and no user does not read users' own rows; one about no one sees them.
    expect([watch.writesTo('refresh_tokens', A), watch.writesTo('refresh_tokens', null)]).toEqual([0, 1]);
    db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', randomUUID()).where('user_id', '=', U1).compile();
    expect([watch.writesTo('refresh_tokens', A, U1), watch.writesTo('refresh_tokens', A, U2)]).toEqual([2, 0]);

    db.updateTable('users').set({ current_organization_id: A, updated_at: new Date() }).where('id', '=', U1).compile();
    expect([watch.writesTo('users', A, U1), watch.writesTo('users', A, U2), watch.writesTo('users', A)]).toEqual([1, 0, 0]);
    db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', U1).compile();
    db.deleteFrom('users').where('id', '=', U1).compile();
    db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', randomUUID()).compile();
    expect([watch.writesTo('users', A, U2), watch.writesTo('users', A), watch.writesTo('refresh_tokens', A, U2)]).toEqual([2, 2, 1]);
  });

  it('counts a raw statement naming its one table for that table; anything else for every table', () => {
    const { watch, db } = watched();
    sql`insert into webhook_deliveries (id) select gen_random_uuid() where false`.compile(db);
    sql`update ${sql.table('email_outbox')} set status = 'sent' where false`.compile(db);
    expect([watch.writesTo('webhook_deliveries', A), watch.writesTo('email_outbox', A), watch.writesTo('objectives', A)]).toEqual([1, 1, 0]);
    sql`with gone as (delete from objectives where false returning id) select count(*) from gone`.compile(db);
    sql`update tasks set title = 'x' where false; delete from objectives`.compile(db);
    expect([watch.writesTo('objectives', A), watch.writesTo('users', A, U1)]).toEqual([2, 2]);
  });

  it('reads the users PostgreSQL names in a notification', () => {
    const watch = new WriteWatch();
    noteNotified(watch, `refresh_tokens@${U1}`);
    expect([watch.writesTo('refresh_tokens', A, U1), watch.writesTo('refresh_tokens', A, U2), watch.writesTo('refresh_tokens', null)]).toEqual([1, 0, 1]);
  });
});

describe('on the app, a sign-in in organization A', () => {
  it('keeps B’s cached access and objective answers, drops the signer’s own, and access stays exact', async () => {
    const ada = await register(ctx.app, { firstName: 'Ada' });
    const bob = await register(ctx.app, { firstName: 'Bob' });
    const counter = new CountQueries();
    const access = new AccessCache(ctx.db.withPlugin(counter));
    await expect.poll(() => access.enabled).toBe(true);
    const pages = ReadCache.for<string>(ctx.db, ['objectives', 'users', 'organizations']);
    let pageLoads = 0;
    const page = () => pages.get('b-page', async () => `page ${(pageLoads += 1)}`, bob.organization!.id);
    const adaQuery = { userId: ada.user.id, sessionId: randomUUID(), organizationId: ada.organization!.id };
    const bobQuery = { userId: bob.user.id, sessionId: randomUUID(), organizationId: bob.organization!.id };
    await access.load(adaQuery);
    const bobAccess = await access.load(bobQuery);
    await page();
    expect(counter.count).toBe(2);

    expect((await login(ctx.app, ada.email, ada.password)).statusCode).toBe(200);
    // On PostgreSQL the commit's notification arrives too: wait until Ada's answer is read again.
    await expect.poll(async () => (await access.load(adaQuery), counter.count), { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    const afterSignIn = counter.count;
    expect(await access.load(bobQuery)).toEqual(bobAccess);
    expect(await page()).toBe('page 1');
    expect(counter.count).toBe(afterSignIn);

    // Bob switches back to his organization (his own row): Ada's answers stay, Bob's is read again.
    await ctx.db.updateTable('users').set({ current_organization_id: bob.organization!.id }).where('id', '=', bob.user.id).execute();
    await expect.poll(async () => (await access.load(bobQuery), counter.count), { timeout: 2_000 }).toBe(afterSignIn + 1);
    await access.load(adaQuery);
    expect(await page()).toBe('page 1');
    expect(counter.count).toBe(afterSignIn + 1);

    // Deactivation and a role taken away are seen at once, whoever the cache was keeping.
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', bob.user.id).execute();
    await expect.poll(async () => (await access.load(bobQuery))?.user.is_active, { timeout: 2_000 }).toBe(false);
    await ctx.db.updateTable('users').set({ is_active: true }).where('id', '=', bob.user.id).execute();
    await expect.poll(async () => (await access.load(bobQuery))?.user.is_active, { timeout: 2_000 }).toBe(true);
    expect((await access.load(adaQuery))?.roles.map((role) => role.roleType)).toEqual(['Admin']);
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', ada.user.id).execute();
    await expect.poll(async () => (await access.load(adaQuery))?.roles, { timeout: 2_000 }).toEqual([]);
  });
});

// Two handles on one PostgreSQL stand for two API processes.
describe.skipIf(!databaseUrl)('on PostgreSQL, another process’s sign-in', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('drops that user’s answers and keeps the others; a rename or deactivation drops them all', async () => {
    const scratch = await scratchPostgres('byuser');
    cleanups.push(scratch.drop);
    const reader = await createDatabase({ kind: 'postgres', url: scratch.url });
    cleanups.push(() => reader.close());
    await migrateToLatest(reader.db);
    const users = [randomUUID(), randomUUID()] as const;
    const cache = ReadCache.for<string>(reader.db, ACCESS_TABLES);
    await expect.poll(() => cache.enabled).toBe(true);
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    cleanups.push(() => other.end());
    for (const [i, id] of users.entries()) {
      await other.query(`insert into users (id, email, password_hash, first_name) values ($1, $2, 'x', $3)`, [id, `u${i}@byuser.test`, `U${i}`]);
    }
    // Their notifications, then this one, arrive in order: after it, no earlier write is still on its way.
    await other.query(`select pg_notify('okr_writes', 'settled')`);
    const watch = reader.db.getExecutor().plugins.find((plugin): plugin is WriteWatch => plugin instanceof WriteWatch)!;
    // Less what counts for every table (the migrations' schema changes).
    await expect.poll(() => watch.writesTo('settled') - watch.writesTo('no_such_table')).toBe(1);
    let loads = 0;
    const read = (userId: string) => cache.get(userId, async () => `${userId}:${(loads += 1)}`, A, userId);
    await read(users[0]);
    await read(users[1]);

    await other.query(`insert into refresh_tokens (id, family_id, user_id, token_hash, expires_at) values (gen_random_uuid(), gen_random_uuid(), $1, 'h1', now() + interval '1 day')`, [users[0]]);
    await expect.poll(() => read(users[0]), { timeout: 1_000 }).toBe(`${users[0]}:3`);
    await other.query('update users set current_organization_id = null, updated_at = now() where id = $1', [users[0]]);
    await expect.poll(() => read(users[0]), { timeout: 1_000 }).toBe(`${users[0]}:4`);
    expect(await read(users[1])).toBe(`${users[1]}:2`);
    await other.query('update users set is_active = false where id = $1', [users[0]]);
    await expect.poll(() => read(users[1]), { timeout: 1_000 }).toBe(`${users[1]}:5`);
    expect(loads).toBe(5);
  });
});
