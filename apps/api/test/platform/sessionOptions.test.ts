import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';

const ctx = useTestApp();

// Issue 22: JIT compiling and parallel workers cost the API's short statements more than they
// save (createDatabase's API_SESSION_OPTIONS), so its PostgreSQL sessions run without them.
describe.skipIf(databaseUrl === null)('the API’s PostgreSQL sessions', () => {
  it('run without JIT and without parallel workers', async () => {
    const { rows } = await sql<{ jit: string; workers: string }>`
      select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`.execute(ctx.db);
    expect(rows[0]).toEqual({ jit: 'off', workers: '0' });
  });
});
