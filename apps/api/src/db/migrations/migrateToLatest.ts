import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../Database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date. Kysely takes an advisory lock on PostgreSQL, so several processes
 * starting at once migrate only once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Each migration owns its own tables, so one landed out of name order (a feature merged after a
  // later-numbered one) still applies on a database that already has the later one.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
