import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import { migrations } from '../../src/db/migrations/migrations';
import { ReadCache } from '../../src/db/ReadCache';
import { scoped } from '../../src/db/scoped';
import { WriteWatch } from '../../src/db/WriteWatch';
import { scratchPostgres } from '../support/scratchPostgres';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';

// The rules of issue 22 beyond readCacheByOrganization.test.ts: what the write watch must not
// place in one organization, a raw write emptying its table's answers everywhere, migration 014
// bringing a table created after 012 (with 008's trigger) to notifications by organization, and
// another API process's write in one organization dropping that organization's answers only.

const ctx = useTestApp();
const A = randomUUID();
const B = randomUUID();

describe('what the write watch counts for the whole table', () => {
  it('an update moving rows to another organization, an upsert, a filter on a joined table', () => {
    const watch = new WriteWatch();
    const db = ctx.db.withPlugin(watch);
    scoped(db, A).updateTable('objectives').set({ organization_id: B }).compile();
    expect([watch.writesTo('objectives', A), watch.writesTo('objectives', B), watch.writesTo('objectives', randomUUID())]).toEqual([1, 1, 1]);
    scoped(db, A)
      .insertInto('config_options', [{ id: randomUUID(), kind: 'Operational Area', scope: 'Organization', value: 'x', position: 1 }])
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ value: 'y' }))
      .compile();
    expect(watch.writesTo('config_options', randomUUID())).toBe(1);
    db.deleteFrom('key_results').using('objectives').where('objectives.organization_id', '=', A).compile();
    expect(watch.writesTo('key_results', randomUUID())).toBe(1);
    // Still placed: an insert that skips conflicts, a filter qualified by the written table.
    scoped(db, A)
      .insertInto('tasks', [{ id: randomUUID(), title: 't', initiative_id: randomUUID() } as never])
      .onConflict((conflict) => conflict.doNothing())
      .compile();
    db.updateTable('initiatives').set({ name: 'n' }).where('initiatives.organization_id', '=', A).compile();
    expect([watch.writesTo('tasks', A), watch.writesTo('tasks', B), watch.writesTo('initiatives', A), watch.writesTo('initiatives', B)]).toEqual([1, 0, 1, 0]);
  });

  it('a raw write it cannot read empties that table’s answers of every organization', async () => {
    const watch = new WriteWatch();
    const db = ctx.db.withPlugin(watch);
    const cache = new ReadCache<string>(watch, ['objectives']);
    let loads = 0;
    const read = (organizationId: string) => cache.get(organizationId, async () => `${organizationId}:${(loads += 1)}`, organizationId);
    await read(A);
    await read(B);
    await sql`update objectives set title = title where false`.execute(db);
    expect([await read(A), await read(B)]).toEqual([`${A}:3`, `${B}:4`]);
  });
});

describe.skipIf(!databaseUrl)('on PostgreSQL, by organization', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  async function open(url: string): Promise<DatabaseHandle> {
    const handle = await createDatabase({ kind: 'postgres', url });
    cleanups.push(() => handle.close());
    return handle;
  }

  it('migration 014 gives a table created after 012 with 008’s trigger the four, by organization', async () => {
    const scratch = await scratchPostgres('later');
    cleanups.push(scratch.drop);
    const { db } = await open(scratch.url);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const { error } = await migrator.migrateTo('012_write_notifications_by_organization');
    expect(error).toBeUndefined();
    await sql`create table later_feature (id uuid primary key, organization_id uuid not null)`.execute(db);
    await sql`create trigger okr_note_write after insert or update or delete or truncate on later_feature for each statement execute function okr_note_write()`.execute(db);
    await migrateToLatest(db);
    const { rows } = await sql<{ tgname: string }>`select tgname from pg_trigger where tgrelid = 'later_feature'::regclass order by 1`.execute(db);
    expect(rows.map((row) => row.tgname)).toEqual(['okr_note_write_delete', 'okr_note_write_insert', 'okr_note_write_truncate', 'okr_note_write_update']);

    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: scratch.url });
    await listener.connect();
    cleanups.push(() => listener.end());
    listener.on('notification', ({ payload }) => heard.push(payload ?? ''));
    await listener.query('listen okr_writes');
    await sql`insert into later_feature values (gen_random_uuid(), ${A})`.execute(db);
    // Past 50 organizations a payload would grow toward NOTIFY's 8000 bytes: the whole table.
    await sql`insert into later_feature select gen_random_uuid(), gen_random_uuid() from generate_series(1, 51)`.execute(db);
    await sql`truncate later_feature`.execute(db);
    await expect.poll(() => heard.filter((payload) => payload.startsWith('later_feature'))).toEqual([`later_feature:${A}`, 'later_feature', 'later_feature']);
  });

  it('another process’s write in one organization, and its deletion, drop that organization’s answers only', async () => {
    const scratch = await scratchPostgres('twoprocs');
    cleanups.push(scratch.drop);
    const writer = await open(scratch.url);
    await migrateToLatest(writer.db);
    for (const id of [A, B]) await writer.db.insertInto('organizations').values({ id, name: id, plan: 'Free' }).execute();
    for (const id of [A, B]) await scoped(writer.db, id).insertInto('objectives', [{ id: randomUUID(), title: 'Grow', type: 'Tactical', status: 'Active' }]).execute();
    // The reader connects after the setup's commits, so no late notice of them can count as a load below.
    const reader = await open(scratch.url);

    const cache = ReadCache.for<string>(reader.db, ['objectives']);
    await expect.poll(() => cache.enabled).toBe(true);
    let loads = 0;
    const titles = (organizationId: string) =>
      cache.get(
        organizationId,
        async () => {
          loads += 1;
          const rows = await scoped(reader.db, organizationId).selectFrom('objectives').select('title').execute();
          return rows.map((row) => row.title).join(',');
        },
        organizationId,
      );
    expect([await titles(A), await titles(B)]).toEqual(['Grow', 'Grow']);

    await scoped(writer.db, A).updateTable('objectives').set({ title: 'Grow more' }).execute();
    // Documented: within about a millisecond of the commit; polled here for up to a second.
    await expect.poll(() => titles(A), { timeout: 1_000 }).toBe('Grow more');
    expect(await titles(B)).toBe('Grow');
    expect(loads).toBe(3);

    // Deleting the organization cascades into its objectives: PostgreSQL's trigger names it.
    await writer.db.deleteFrom('organizations').where('id', '=', A).execute();
    await expect.poll(() => titles(A), { timeout: 1_000 }).toBe('');
    expect(await titles(B)).toBe('Grow');
    expect(loads).toBe(4);
  });
});
