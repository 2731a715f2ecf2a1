import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDbCommand } from '../../src/cli/runDbCommand';
import { adminSocketPathFor } from '../../src/db/adminSocket';
import { openDatabase } from '../../src/db/openDatabase';
import { isAlive, lockHolder, serverArgs, startProcess, waitFor } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';

const root = mkdtempSync(join(tmpdir(), 'okr-backup-'));
const started: number[] = [];
afterAll(() => {
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

async function rolesOf(dataDir: string): Promise<Set<string>> {
  const handle = await openDatabase({ databaseUrl: null, dataDir }, 'test');
  try {
    const rows = await handle.db.selectFrom('roles').select('name').execute();
    return new Set(rows.map((row) => row.name));
  } finally {
    await handle.close();
  }
}

const env = (dataDir: string) => ({ OKR_DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root });

describe.skipIf(databaseUrl !== null)('backup and restore of the embedded database', () => {
  /** Writes the server acknowledged before the backup began. */
  let beforeBackup: string[] = [];
  let server: ReturnType<typeof startProcess> | undefined;

  it('backs up a running server under writes', async () => {
    const dataDir = join(root, 'live');
    server = startProcess(serverArgs, { OKR_DATA_DIR: dataDir });
    started.push(server.child.pid ?? 0);
    const port = await server.listening;

    // Writers create roles (cheap writes, one row each) as the Admin of a new organization.
    const base = `http://127.0.0.1:${port}/api`;
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@backup.okr', password: 'correct horse battery', firstName: 'B', lastName: 'W' }),
    });
    expect(registered.status).toBe(201);
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const name = `Role w${id}-${n}`;
        const response = await fetch(`${base}/roles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ name, roleType: 'Viewer', category: 'Custom' }),
        });
        if (response.status === 201) acknowledged.push(name);
      }
    };
    const writers = [0, 1].map(writer);
    await waitFor(() => acknowledged.length >= 5, 30_000, 'five acknowledged writes');

    // The socket is the server's, owner-only.
    expect(statSync(adminSocketPathFor(dataDir)).mode & 0o077).toBe(0);
    beforeBackup = [...acknowledged];
    // In-process here (`npm run db:backup` runs the same function from apps/api/dist/cli/db.js).
    expect(await runDbCommand(['backup', 'live.tar.gz'], env(dataDir))).toContain('online, from the running server');
    stop = true;
    await Promise.all(writers);
    // A server start creates its database (initdb): slow on a loaded machine.
  }, 90_000);

  it('exports the running server too (an online backup, read in memory), and refuses a restore into its folder', async () => {
    const dataDir = join(root, 'live');
    expect(await runDbCommand(['export', 'live.sql'], env(dataDir))).toMatch(/Exported .* \d+ rows/);
    expect(readFileSync(join(root, 'live.sql'), 'utf8')).toContain(`\t${beforeBackup[0]}\t`);
    await expect(runDbCommand(['restore', 'live.tar.gz', '--force'], env(dataDir))).rejects.toThrow(/in use by process/);
    server?.child.kill('SIGTERM');
    expect((await server?.exited)?.code).toBe(0);
  }, 60_000);

  it('restores it into a new folder with every write acknowledged before the backup', async () => {
    expect(beforeBackup.length).toBeGreaterThan(0);
    const restored = join(root, 'restored');
    expect(await runDbCommand(['restore', 'live.tar.gz'], env(restored))).toContain(`into ${restored}`);
    const kept = await rolesOf(restored);
    expect(beforeBackup.filter((email) => !kept.has(email))).toEqual([]);
    expect(lockHolder(restored)).toBeNull();
  }, 60_000);

  it('restores only into an empty folder, unless --force, which moves the current content aside', async () => {
    const restored = join(root, 'restored');
    const before = readdirSync(restored).sort();
    await expect(runDbCommand(['restore', 'live.tar.gz'], env(restored))).rejects.toThrow(/is not empty: nothing was changed/);
    expect(readdirSync(restored).sort()).toEqual(before);

    const message = await runDbCommand(['restore', 'live.tar.gz', '--force'], env(restored));
    const aside = /kept in (\S+) /.exec(message)?.[1] ?? '';
    expect(existsSync(join(aside, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(restored, 'PG_VERSION'))).toBe(true);
  });

  it('backs up a folder no server runs on, and refuses what is not a backup', async () => {
    const message = await runDbCommand(['backup', 'offline.tar.gz'], env(join(root, 'restored')));
    expect(message).toContain('the folder was not in use');
    // Never overwrites a file silently.
    await expect(runDbCommand(['backup', 'offline.tar.gz'], env(join(root, 'restored')))).rejects.toThrow(/already exists/);

    writeFileSync(join(root, 'junk.tar.gz'), 'not a backup');
    const target = join(root, 'from-junk');
    mkdirSync(target);
    await expect(runDbCommand(['restore', 'junk.tar.gz'], env(target))).rejects.toThrow(/not a backup/);
    expect(readdirSync(target)).toEqual([]);
  });
});
