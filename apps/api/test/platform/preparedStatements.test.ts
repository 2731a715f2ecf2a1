import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import { preparedStatementsPool } from '../../src/db/preparedStatements';
import { scratchPostgres } from '../support/scratchPostgres';
import { databaseUrl } from '../support/testDatabase';

// PostgreSQL plans each statement once per connection (planning was most of its time for the
// guard's statement); what a migration of another process changes under a prepared statement
// must not fail the call.
describe.skipIf(!databaseUrl)('prepared statements on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function scratch() {
    const database = await scratchPostgres('prepared');
    cleanups.push(database.drop);
    return database.url;
  }

  const preparedOnThisConnection = sql<{ statement: string }>`select statement from pg_prepared_statements`;

  it('prepares a statement once per connection and runs it again by name', async () => {
    const handle = await createDatabase({ kind: 'postgres', url: await scratch() });
    cleanups.push(() => handle.close());
    const seen = await handle.db.connection().execute(async (db) => {
      for (let i = 0; i < 3; i += 1) await sql`select ${i}::int + 1 as n`.execute(db);
      return (await preparedOnThisConnection.execute(db)).rows.map((row) => row.statement);
    });
    expect(seen.filter((text) => text.includes('::int + 1 as n'))).toHaveLength(1);
  });

  it('answers a prepared select * after another process added a column to its table', async () => {
    const url = await scratch();
    const handle = await createDatabase({ kind: 'postgres', url });
    cleanups.push(() => handle.close());
    await sql`create table probe (a int)`.execute(handle.db);
    await sql`insert into probe values (1)`.execute(handle.db);
    const rows = await handle.db.connection().execute(async (db) => {
      await sql`select * from probe`.execute(db);
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query('alter table probe add column b int default 2');
      await other.end();
      return (await sql`select * from probe`.execute(db)).rows;
    });
    expect(rows).toEqual([{ a: 1, b: 2 }]);
    // The connection that held the stale statement was closed; the next call gets a fresh one.
    expect((await sql`select * from probe`.execute(handle.db)).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('prepares at most maxStatements distinct statements; the others run unprepared', async () => {
    const pool = new pg.Pool({ connectionString: await scratch(), max: 1 });
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: preparedStatementsPool(pool, { maxStatements: 2 }) }) });
    cleanups.push(() => db.destroy());
    await sql`select 1 as first`.execute(db);
    await sql`select 2 as second`.execute(db);
    const statements = (await preparedOnThisConnection.execute(db)).rows.map((row) => row.statement).sort();
    expect(statements).toEqual(['select 1 as first', 'select 2 as second']);
  });
});
