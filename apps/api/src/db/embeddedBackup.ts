import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { StartupError } from '../lib/StartupError';
import { NoAdminSocketError, requestOnlineBackup } from './adminSocket';
import { assertDataDirUsable, damagedDataDir } from './assertDataDirUsable';
import { checkReadiness } from './checkReadiness';
import { createDatabase } from './createDatabase';
import type { Database } from './Database';
import type { DatabaseHandle } from './createDatabase';
import { DataDirLockedError, lockDataDir } from './lockDataDir';
import { openDatabase } from './openDatabase';

/**
 * Backup, restore and snapshot of the embedded PGlite folder, for the `db` command. A backup is
 * PGlite's own format: a gzip tarball of the PostgreSQL data directory, taken at one instant (the
 * files are copied synchronously, between two statements, after a checkpoint), so it is consistent
 * like the folder after a `kill -9`: every committed transaction, nothing half-done.
 */

/** A consistent copy of an open PGlite database. */
const gzipAsync = promisify(gzip);

export async function dumpOpenDatabase(handle: DatabaseHandle): Promise<Uint8Array> {
  if (!handle.dumpDataDir) throw new Error('only the embedded database (PGlite) can be backed up this way');
  // Flushes the shared buffers: the copy needs no WAL replay to open.
  await sql`checkpoint`.execute(handle.db);
  // Queries wait while PGlite copies the files; compressed afterwards, off its queue (libuv's pool).
  const tar = await handle.dumpDataDir('none');
  return new Uint8Array(await gzipAsync(new Uint8Array(await tar.arrayBuffer()), { level: 6 }));
}

function isDatabaseFolder(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Opens an existing folder for reading, under its lock, without migrating it; throws
 * DataDirLockedError when a server holds it.
 */
async function openForReading(dataDir: string, purpose: string): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir, purpose);
  let handle: DatabaseHandle | undefined;
  try {
    assertDataDirUsable(dataDir);
    if (!isDatabaseFolder(dataDir)) throw new StartupError(`The data folder ${dataDir} holds no database yet.`);
    handle = await createDatabase({ kind: 'pglite', dataDir });
    const { failures } = await checkReadiness(handle.db, { thorough: true });
    // An older schema is fine to copy (the server migrates it at start); a damaged one is not.
    const damage = failures.filter((failure) => !failure.startsWith('migrations: not applied'));
    if (damage.length > 0) throw damagedDataDir(dataDir, damage.join('; '));
  } catch (error) {
    await handle?.close();
    lock.release();
    throw error;
  }
  const opened = handle;
  return {
    ...opened,
    async close() {
      try {
        await opened.close();
      } finally {
        lock.release();
      }
    },
  };
}

export interface Backup {
  bytes: Uint8Array;
  /** True when a running server made it (over its admin socket), false when the folder was free. */
  online: boolean;
}

/** A backup of `dataDir`: from the server holding it when one does, else straight from the folder. */
export async function backupDataDir(dataDir: string): Promise<Backup> {
  let handle: DatabaseHandle;
  try {
    handle = await openForReading(dataDir, 'db backup command');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    try {
      return { bytes: await requestOnlineBackup(dataDir), online: true };
    } catch (online) {
      if (online instanceof NoAdminSocketError) {
        throw new StartupError(`${error.message} (and it does not answer backup requests: is it an older build?)`);
      }
      throw online;
    }
  }
  try {
    return { bytes: await dumpOpenDatabase(handle), online: false };
  } finally {
    await handle.close();
  }
}

/** Runs `read` on the database of `dataDir` as it is now: the folder itself, or an online copy in memory. */
export async function readDataDir<T>(dataDir: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  let handle: DatabaseHandle;
  try {
    handle = await openForReading(dataDir, 'db export command');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const { bytes } = await backupDataDir(dataDir);
    handle = await loadBackupInMemory(bytes);
  }
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

function archiveBlob(bytes: Uint8Array): Blob {
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: gzip ? 'application/x-gzip' : 'application/x-tar' });
}

async function loadBackupInMemory(bytes: Uint8Array): Promise<DatabaseHandle> {
  return createDatabase({ kind: 'pglite', loadDataDir: archiveBlob(bytes) });
}

export interface Restored {
  /** Where the folder's previous content went (`--force` on a non-empty folder), else null. */
  movedAside: string | null;
}

/**
 * Restores a backup into `dataDir`. The archive is unpacked into a new folder beside it, opened,
 * checked and migrated there; only then does it take the folder's name. A non-empty folder is
 * refused unless `force`, and even then it is moved aside (`<dataDir>.before-restore-<time>`), never
 * deleted. Refused while any process (a server) holds the folder.
 */
export async function restoreDataDir(dataDir: string, bytes: Uint8Array, { force = false } = {}): Promise<Restored> {
  const lock = lockDataDir(dataDir, 'db restore command');
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${process.pid}`);
  try {
    const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
    if (occupied && !force) {
      throw new StartupError(
        `The data folder ${dataDir} is not empty: nothing was changed. Restore into another folder (OKR_DATA_DIR), ` +
          'or add --force to move the current content aside (it is kept, not deleted).',
      );
    }
    rmSync(staging, { recursive: true, force: true });
    try {
      const loaded = await createDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: archiveBlob(bytes) });
      await loaded.close();
    } catch (error) {
      throw new StartupError(`The file is not a backup this server can read: ${firstLine(error)}`);
    }
    // The server's own checks and migrations, on the staged copy.
    const checked = await openDatabase({ databaseUrl: null, dataDir: staging }, 'db restore command');
    await checked.close();

    let movedAside: string | null = null;
    if (existsSync(dataDir)) {
      if (occupied) {
        movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        renameSync(dataDir, movedAside);
      } else {
        rmSync(dataDir, { recursive: true });
      }
    }
    renameSync(staging, dataDir);
    return { movedAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
