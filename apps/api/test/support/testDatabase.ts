import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../src/db/createDatabase';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';

// Tests run on PostgreSQL when DATABASE_URL is set (CI runs the suite twice), else on an
// in-memory PGlite. Creating a PGlite runs initdb (~5 s), so a migrated data directory is dumped
// once to a temp file (keyed by the migrations' source) and every later instance loads it (<1 s).

export const databaseUrl = process.env.DATABASE_URL?.trim() || null;

const migrationsDir = join(import.meta.dirname, '../../src/db/migrations');

function templatePath(): string {
  // A dump is only loadable by the PGlite version that wrote it.
  const pglitePackage = join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json');
  const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version;
  const digest = createHash('sha256').update(pgliteVersion);
  for (const file of readdirSync(migrationsDir).sort())
    digest.update(file).update(readFileSync(join(migrationsDir, file)));
  return join(tmpdir(), `okr-api-pglite-${digest.digest('hex').slice(0, 16)}.tar`);
}

async function migratedPGlite(): Promise<DatabaseHandle> {
  const path = templatePath();
  if (existsSync(path)) {
    const handle = await createDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(path)]) });
    await migrateToLatest(handle.db);
    return handle;
  }
  const handle = await createDatabase({ kind: 'pglite' });
  await migrateToLatest(handle.db);
  const dump = await handle.dumpDataDir?.();
  if (dump) {
    // Write then rename: workers racing to create the template never read a half-written file.
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return handle;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A brand-new, empty (but migrated) database, for tests that need one (e.g. the demo seed). */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (!databaseUrl) return migratedPGlite();
  const name = `okr_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(databaseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The database the tests of this worker share. Tests isolate themselves with unique emails and
 * organizations instead of truncating, so the same tests also run against one shared PostgreSQL.
 */
export function sharedDatabase(): Promise<DatabaseHandle> {
  shared ??= databaseUrl
    ? createDatabase({ kind: 'postgres', url: databaseUrl }).then(async (handle) => {
        await migrateToLatest(handle.db);
        return handle;
      })
    : migratedPGlite();
  return shared;
}
