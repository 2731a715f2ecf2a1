import type { AppConfig } from '../config';
import { createDatabase, databaseTargetFor } from './createDatabase';
import type { DatabaseHandle } from './createDatabase';
import { migrateToLatest } from './migrations/migrateToLatest';

/** The configured database (PostgreSQL or PGlite), migrated to the latest schema. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const handle = await createDatabase(databaseTargetFor(config));
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
