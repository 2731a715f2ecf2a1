import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date. Kysely takes an advisory lock on PostgreSQL, so several processes
 * starting at once migrate only once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
