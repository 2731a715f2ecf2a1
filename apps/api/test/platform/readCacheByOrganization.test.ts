import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import { noteNotified } from '../../src/db/listenForWrites';
import { ReadCache } from '../../src/db/ReadCache';
import { scoped } from '../../src/db/scoped';
import { WriteWatch } from '../../src/db/WriteWatch';
import { scratchPostgres } from '../support/scratchPostgres';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';

// Caches invalidated per organization (issue 22): a write in organization A keeps organization
// B's answers, a write the statement cannot place still drops the table's answers everywhere,
// and a full cache lets its least recently used answer go, not all of them.

const ctx = useTestApp();
const A = randomUUID();
const B = randomUUID();

/** A cache over `tables` with its own watch, fed by hand or by a database's statements. */
function counted(watch: WriteWatch, tables: string[], maxEntries?: number) {
  const cache = new ReadCache<string>(watch, tables, { maxEntries });
  let loads = 0;
  const read = (key: string, organizationId: string | null) => cache.get(key, async () => `${key}:${(loads += 1)}`, organizationId);
  return { cache, read, loads: () => loads };
}

describe('the write watch places writes in their organizations', () => {
  // Statements compiled through a db carrying the watch, never run: the plugin sees them as they are built.
  const watched = () => {
    const watch = new WriteWatch();
    return { watch, db: ctx.db.withPlugin(watch) };
  };

  it('reads the organization of scoped() updates, deletes and inserts, and of plain where filters', () => {
    const { watch, db } = watched();
    scoped(db, A).updateTable('objectives').set({ title: 'x' }).where('id', '=', randomUUID()).compile();
    scoped(db, A).deleteFrom('key_results').where('id', '=', randomUUID()).compile();
    scoped(db, B).insertInto('tasks', [{ id: randomUUID(), title: 't', initiative_id: randomUUID() } as never]).compile();
    db.updateTable('objectives').set({ title: 'y' }).where('organization_id', '=', B).compile();
    db.updateTable('organizations').set({ name: 'n' }).where('id', '=', A).compile();
    expect([watch.writesTo('objectives', A), watch.writesTo('objectives', B), watch.writesTo('objectives', randomUUID())]).toEqual([1, 1, 0]);
    expect([watch.writesTo('key_results', A), watch.writesTo('key_results', B)]).toEqual([1, 0]);
    expect([watch.writesTo('tasks', A), watch.writesTo('tasks', B)]).toEqual([0, 1]);
    expect([watch.writesTo('organizations', A), watch.writesTo('organizations', B)]).toEqual([1, 0]);
    // An answer about no one organization sees every organization's writes.
    expect(watch.writesTo('objectives', null)).toBe(2);
  });

  // Kysely runs the plugin on a builder as it becomes part of another (its toOperationNode), so a
  // with clause's insert or update is placed as a statement of its own.
  it('places the writes of a Kysely statement’s with clauses, and takes a locking read for a read', () => {
    const { watch, db } = watched();
    db.with('c', () => scoped(db, A).insertInto('check_ins', [{ id: randomUUID(), key_result_id: randomUUID(), value: 1, confidence: 5 } as never]).returningAll())
      .with('k', () => scoped(db, A).updateTable('key_results').set({ title: 'x' }).where('id', '=', randomUUID()))
      .selectFrom('c')
      .selectAll()
      .compile();
    db.with('gone', () => db.deleteFrom('tasks').where('assignee_id', '=', randomUUID()).returning('id'))
      .selectFrom('gone')
      .selectAll()
      .compile();
    scoped(db, B).selectFrom('key_results').selectAll().forUpdate().compile();
    expect([watch.writesTo('check_ins', A), watch.writesTo('check_ins', B)]).toEqual([1, 0]);
    expect([watch.writesTo('key_results', A), watch.writesTo('key_results', B)]).toEqual([1, 0]);
    // A with clause that cannot be placed counts for its whole table, and for that table only.
    expect([watch.writesTo('tasks', B), watch.writesTo('objectives', B), watch.writesTo('users', null)]).toEqual([1, 0, 0]);
  });

  it('counts for the whole table what it cannot place: or, raw SQL, a filter on another column', () => {
    const { watch, db } = watched();
    db.updateTable('objectives').set({ title: 'x' }).where((eb) => eb.or([eb('organization_id', '=', A), eb('organization_id', '=', B)])).compile();
    db.updateTable('key_results').set({ title: 'x' }).where('owner_id', '=', randomUUID()).compile();
    expect([watch.writesTo('objectives', A), watch.writesTo('objectives', randomUUID())]).toEqual([1, 1]);
    expect(watch.writesTo('key_results', randomUUID())).toBe(1);
    // Raw SQL that may write and does not begin by naming its one table: every table, every organization.
    sql`with t as (update tasks set title = 'x' returning id) select count(*) from t`.compile(db);
    expect([watch.writesTo('tasks', randomUUID()), watch.writesTo('objectives', A), watch.writesTo('users', null)]).toEqual([1, 2, 1]);
  });

  it('reads the organizations PostgreSQL names in a notification', () => {
    const watch = new WriteWatch();
    noteNotified(watch, `check_ins:${A},${B}`);
    noteNotified(watch, 'users');
    expect([watch.writesTo('check_ins', A), watch.writesTo('check_ins', B), watch.writesTo('check_ins', randomUUID())]).toEqual([1, 1, 0]);
    expect(watch.writesTo('users', randomUUID())).toBe(1);
    noteNotified(watch, '');
    expect(watch.writesTo('anything', A)).toBe(1);
  });
});

describe('the read cache by organization', () => {
  it('keeps B’s answers through writes in A, drops A’s, and drops both on a whole-table write', async () => {
    const watch = new WriteWatch();
    const { read, loads } = counted(watch, ['objectives', 'key_results']);
    await read('a', A);
    await read('b', B);
    expect(loads()).toBe(2);
    watch.noteWrite('key_results', [A]);
    expect(await read('b', B)).toBe('b:2');
    expect(await read('a', A)).toBe('a:3');
    watch.noteWrite('objectives');
    expect(await read('b', B)).toBe('b:4');
    expect(loads()).toBe(4);
  });

  it('lets the least recently used answer go when full, keeping the others', async () => {
    const watch = new WriteWatch();
    const { cache, read, loads } = counted(watch, ['objectives'], 2);
    await read('one', A);
    await read('two', A);
    await read('one', A); // used again: now the most recent
    await read('three', A); // full: "two" goes
    expect(cache.size).toBe(2);
    expect(await read('one', A)).toBe('one:1');
    expect(await read('three', A)).toBe('three:3');
    expect(await read('two', A)).toBe('two:4');
    expect(loads()).toBe(4);
  });

  it.skipIf(databaseUrl !== null)('on the app: a check-in in one organization keeps another organization’s cached objective', async () => {
    const watch = new WriteWatch();
    const db = ctx.db.withPlugin(watch);
    const { read, loads } = counted(watch, ['objectives', 'key_results', 'check_ins']);
    await read('b-objective', B);
    await scoped(db, A).updateTable('key_results').set({ title: 'renamed' }).where(sql<boolean>`false`).execute();
    expect(await read('b-objective', B)).toBe('b-objective:1');
    await scoped(db, B).updateTable('key_results').set({ title: 'renamed' }).where(sql<boolean>`false`).execute();
    expect(await read('b-objective', B)).toBe('b-objective:2');
    expect(loads()).toBe(2);
  });
});

// Two handles on one PostgreSQL stand for two API processes.
describe.skipIf(!databaseUrl)('on PostgreSQL, another process’s write in one organization', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('drops that organization’s answers within the documented time and keeps the others', async () => {
    const scratch = await scratchPostgres('byorg');
    cleanups.push(scratch.drop);
    const reader = await createDatabase({ kind: 'postgres', url: scratch.url });
    cleanups.push(() => reader.close());
    await migrateToLatest(reader.db);
    const orgs = [randomUUID(), randomUUID()] as const;
    for (const [i, id] of orgs.entries()) {
      await reader.db.insertInto('organizations').values({ id, name: `Org ${i}`, plan: 'Free' } as never).execute();
    }
    const cache = ReadCache.for<string>(reader.db, ['config_options']);
    await expect.poll(() => cache.enabled).toBe(true);
    let loads = 0;
    const read = (organizationId: string) => cache.get(organizationId, async () => `${organizationId}:${(loads += 1)}`, organizationId);
    await read(orgs[0]);
    await read(orgs[1]);

    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    await other.query(
      `insert into config_options (id, organization_id, kind, scope, value, position) values (gen_random_uuid(), $1, 'Operational Area', 'Organization', 'Field sales', 99)`,
      [orgs[0]],
    );
    await other.end();
    // Documented: within about a millisecond of the commit; polled here for up to a second.
    await expect.poll(() => read(orgs[0]), { timeout: 1_000 }).toBe(`${orgs[0]}:3`);
    expect(await read(orgs[1])).toBe(`${orgs[1]}:2`);
    expect(loads).toBe(3);
  });
});
