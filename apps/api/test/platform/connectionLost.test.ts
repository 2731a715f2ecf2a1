import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import { scratchPostgres } from '../support/scratchPostgres';
import { databaseUrl } from '../support/testDatabase';

// PostgreSQL drops a pooled connection (restart, failover, a DBA's pg_terminate_backend): the
// pool reports it and the server goes on; it must not end the process as an uncaught error.
describe.skipIf(!databaseUrl)('a PostgreSQL connection dropped under the pool', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is reported to the listener, and the next query opens a new connection', async () => {
    const scratch = await scratchPostgres('lost');
    cleanups.push(scratch.drop);
    const handle = await createDatabase({ kind: 'postgres', url: scratch.url });
    cleanups.push(() => handle.close());
    const lost: Error[] = [];
    handle.onConnectionLost?.((error) => lost.push(error));

    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    const admin = new pg.Client({ connectionString: databaseUrl ?? '' });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before.rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]?.message).toMatch(/terminating connection/);

    const after = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(after.rows[0]?.one).toBe(1);
  });
});
