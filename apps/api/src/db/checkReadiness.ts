import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './Database';
import { migrations } from './migrations/migrations';

/** Tables emptied by pruning: an empty heap beside a grown index is normal there. */
const PRUNED_TABLES = new Set(['refresh_tokens', 'rate_limits']);

/** Every table the API cannot work without (001_initial). */
export const CORE_TABLES = [
  'organizations',
  'users',
  'roles',
  'user_roles',
  'organization_members',
  'role_permissions',
  'refresh_tokens',
  'rate_limits',
  'app_secrets',
] as const;

export interface Readiness {
  ready: boolean;
  /** What failed, one line each: `migrations: missing 002_x`, `table users: could not open file …`. */
  failures: string[];
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
}

/**
 * Ready means: every migration this build knows has run (and none it does not know), and each core
 * table answers a query. `thorough` reads every row of each table (a missing or partly truncated
 * table file fails there), for the check at start; the readiness route reads one row, to stay cheap.
 */
export async function checkReadiness(db: Kysely<Database>, { thorough = false } = {}): Promise<Readiness> {
  const failures: string[] = [];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    const known = Object.keys(migrations);
    const missing = known.filter((name) => !applied.has(name));
    const unknown = [...applied].filter((name) => !known.includes(name));
    if (missing.length > 0) failures.push(`migrations: not applied ${missing.join(', ')}`);
    if (unknown.length > 0) failures.push(`migrations: applied by a newer server ${unknown.join(', ')}`);
  } catch (error) {
    failures.push(`migrations: ${reason(error)}`);
  }
  for (const table of CORE_TABLES) {
    try {
      await (thorough
        ? sql`select count(*) from ${sql.table(table)}`.execute(db)
        : sql`select 1 from ${sql.table(table)} limit 1`.execute(db));
    } catch (error) {
      failures.push(`table ${table}: ${reason(error)}`);
    }
  }
  if (thorough) failures.push(...(await emptiedTables(db)));
  return { ready: failures.length === 0, failures };
}

/**
 * A table file truncated to nothing reads as an empty table, without any error, while its primary
 * key index still holds entries: seen from the API, every account is gone (and the demo seed would
 * run again). An empty B-tree index is one 8 kB page; more means it once indexed rows.
 */
async function emptiedTables(db: Kysely<Database>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string; heap: string; index: string }>`
      select c.relname as name, pg_relation_size(c.oid) as heap, pg_relation_size(i.indexrelid) as index
      from pg_class c join pg_index i on i.indrelid = c.oid and i.indisprimary
      where c.relname in (${sql.join(CORE_TABLES.filter((table) => !PRUNED_TABLES.has(table)))})`.execute(db);
    return rows
      .filter((row) => Number(row.heap) === 0 && Number(row.index) > 8192)
      .map((row) => `table ${row.name}: its file is empty but its primary key index is not`);
  } catch (error) {
    return [`tables: ${reason(error)}`];
  }
}
