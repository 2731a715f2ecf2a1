import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/createDatabase';
import { DurableNodeFS, durableStartParams } from '../../src/db/DurableNodeFS';
import { openDatabase } from '../../src/db/openDatabase';
import { isAlive, lockHolder, serverArgs, startProcess, waitFor } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';

const root = mkdtempSync(join(tmpdir(), 'okr-durable-'));
const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(databaseUrl !== null)('PGlite durability', () => {
  it('flushes the write-ahead log to the disk before a commit is acknowledged', async () => {
    const flushed: string[] = [];
    const pglite = new PGlite({
      fs: new DurableNodeFS(join(root, 'flush'), (path) => flushed.push(path)),
      startParams: durableStartParams,
    });
    try {
      await pglite.exec('create table t (x int)');
      flushed.length = 0;
      await pglite.query('insert into t values (1)');
      expect(flushed.some((path) => path.includes('/pg_wal/'))).toBe(true);
    } finally {
      await pglite.close();
    }
  });

  it('runs with fsync on by default, and off only when asked', async () => {
    const durable = await createDatabase({ kind: 'pglite', dataDir: join(root, 'on') });
    try {
      const { rows } = await sql<{ fsync: string }>`show fsync`.execute(durable.db);
      expect(rows[0]?.fsync).toBe('on');
      const method = await sql<{ wal_sync_method: string }>`show wal_sync_method`.execute(durable.db);
      expect(method.rows[0]?.wal_sync_method).toBe('fsync');
    } finally {
      await durable.close();
    }
    const relaxed = await createDatabase({ kind: 'pglite', dataDir: join(root, 'off'), fsync: false });
    try {
      const { rows } = await sql<{ fsync: string }>`show fsync`.execute(relaxed.db);
      expect(rows[0]?.fsync).toBe('off');
    } finally {
      await relaxed.close();
    }
  });

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-writes', async () => {
    const dataDir = join(root, 'kill9');
    const env = { OKR_DATA_DIR: dataDir, REGISTER_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' };
    const first = startProcess(serverArgs, { ...env, LOG_LEVEL: 'info' });
    const port = await first.listening;
    started.push(first.child.pid ?? 0);

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const email = `w${id}-${n}@durable.okr`;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'D', lastName: 'W' }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Killed mid-writes once a few are acknowledged (how long that takes depends on the machine's load).
    await waitFor(() => acknowledged.length >= 8, 30_000, 'eight acknowledged sign-ups');
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(4);

    // The restart recovers the dead server's lock and the data; then it stops cleanly.
    const second = startProcess(serverArgs, { ...env, LOG_LEVEL: 'info' });
    const secondPort = await second.listening;
    started.push(second.child.pid ?? 0);

    // A server started by mistake on the same folder (another port) refuses, in one line naming
    // the holder; the running one keeps serving.
    const intruder = startProcess(serverArgs, env);
    started.push(intruder.child.pid ?? 0);
    expect((await intruder.exited).code).toBe(1);
    const refusal = intruder.output().trim();
    expect(refusal).toMatch(new RegExp(`^The data folder .* is in use by process ${second.child.pid} .*kill ${second.child.pid}`));
    expect(refusal).not.toContain('\n');
    expect((await fetch(`http://127.0.0.1:${secondPort}/api/health`)).status).toBe(200);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(lockHolder(dataDir)).toBeNull();

    const reopened = await openDatabase({ databaseUrl: null, dataDir }, 'test');
    try {
      const rows = await reopened.db.selectFrom('users').select('email').where('email', 'like', '%@durable.okr').execute();
      const kept = new Set(rows.map((row) => row.email));
      expect(acknowledged.filter((email) => !kept.has(email))).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 90_000);
});
