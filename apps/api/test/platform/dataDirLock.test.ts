import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockPathFor } from '../../src/db/lockDataDir';
import { openDatabase } from '../../src/db/openDatabase';
import { databaseUrl } from '../support/testDatabase';

const root = mkdtempSync(join(tmpdir(), 'okr-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that is certainly dead: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 999_999;
}

describe('one owner per data folder', () => {
  it('refuses a second owner with one line naming the holder and how to stop it', () => {
    const dataDir = join(root, 'twice');
    const first = lockDataDir(dataDir, 'server on 127.0.0.1:3000');
    try {
      let refusal: unknown;
      try {
        lockDataDir(dataDir, 'server on 127.0.0.1:3001');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      const message = (refusal as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(dataDir);
      expect(message).toContain(`process ${process.pid}`);
      expect(message).toContain('server on 127.0.0.1:3000');
      expect(message).toContain(`kill ${process.pid}`);
    } finally {
      first.release();
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    // Released: the folder can be taken again.
    lockDataDir(dataDir, 'again').release();
  });

  it('takes over the lock of a dead process', () => {
    const dataDir = join(root, 'stale');
    const path = lockPathFor(dataDir);
    writeFileSync(
      path,
      JSON.stringify({ pid: deadPid(), hostname: hostname(), startedAt: '2020-01-01T00:00:00Z', purpose: 'killed -9' }),
    );
    const lock = lockDataDir(dataDir, 'recovered');
    try {
      expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, purpose: 'recovered' });
    } finally {
      lock.release();
    }
  });

  it('takes over a lock whose pid now belongs to a newer process (pids reused after a reboot)', () => {
    const dataDir = join(root, 'reused');
    // Our own pid, from "before": what a restarted container's server finds in its volume.
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: '2020-01-01T00:00:00Z', purpose: 'old life' }),
    );
    lockDataDir(dataDir, 'new life').release();
    // And a live process started long after its lock was written (this test runner's parent).
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: process.ppid, hostname: hostname(), startedAt: '2020-01-01T00:00:00Z', purpose: 'old' }),
    );
    lockDataDir(dataDir, 'new life').release();
  });

  it('never takes over a lock held from another host, whose process it cannot check', () => {
    const dataDir = join(root, 'remote');
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: deadPid(), hostname: 'elsewhere.example', startedAt: 'x', purpose: 'server' }),
    );
    expect(() => lockDataDir(dataDir, 'me')).toThrow(/on host elsewhere\.example/);
  });

  it.skipIf(databaseUrl !== null)('openDatabase on a folder already open refuses, and works once closed', async () => {
    const dataDir = join(root, 'pglite');
    const first = await openDatabase({ databaseUrl: null, dataDir }, 'first server');
    try {
      await expect(openDatabase({ databaseUrl: null, dataDir }, 'second server')).rejects.toThrow(
        /in use by process \d+ \(first server/,
      );
    } finally {
      await first.close();
    }
    const second = await openDatabase({ databaseUrl: null, dataDir }, 'second server');
    await second.close();
  });
});
