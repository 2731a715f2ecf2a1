import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { assertDataDirUsable, damagedDataDir } from './assertDataDirUsable';
import { checkReadiness } from './checkReadiness';
import { createDatabase, databaseTargetFor } from './createDatabase';
import type { DatabaseHandle } from './createDatabase';
import { lockDataDir } from './lockDataDir';
import { migrateToLatest } from './migrations/migrateToLatest';

/**
 * The configured database (PostgreSQL or PGlite), migrated to the latest schema. An embedded PGlite
 * folder is first locked for this process (`purpose` names it to a second starter): two processes
 * writing one PGlite folder silently lose each other's writes.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'pgliteFsync'>>,
  purpose = `process ${process.argv[1] ?? 'node'}`,
): Promise<DatabaseHandle> {
  const target = databaseTargetFor(config);
  const dataDir = target.kind === 'pglite' ? target.dataDir : undefined;
  const lock = dataDir ? lockDataDir(dataDir, purpose) : null;
  let handle: DatabaseHandle | undefined;
  try {
    // Judged before PGlite opens it: PGlite would re-initialise a folder without PG_VERSION.
    const existed = dataDir !== undefined && existsSync(join(dataDir, 'PG_VERSION'));
    if (dataDir) assertDataDirUsable(dataDir);
    try {
      handle = await createDatabase(target);
      await migrateToLatest(handle.db);
    } catch (error) {
      if (dataDir && existed) throw damagedDataDir(dataDir, firstLine(error));
      throw error;
    }
    if (dataDir) {
      const { ready, failures } = await checkReadiness(handle.db, { thorough: true });
      if (!ready) throw damagedDataDir(dataDir, failures.join('; '));
    }
  } catch (error) {
    await handle?.close();
    lock?.release();
    throw error;
  }
  if (!lock) return handle;
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

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${message}${cause}`.split('\n')[0] ?? message;
}
