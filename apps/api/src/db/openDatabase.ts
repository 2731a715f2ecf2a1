import type { AppConfig } from '../config';
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
  const lock = target.kind === 'pglite' && target.dataDir ? lockDataDir(target.dataDir, purpose) : null;
  let handle: DatabaseHandle;
  try {
    handle = await createDatabase(target);
  } catch (error) {
    lock?.release();
    throw error;
  }
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    lock?.release();
    throw error;
  }
  if (!lock) return handle;
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        lock.release();
      }
    },
  };
}
