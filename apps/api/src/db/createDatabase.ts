import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './Database';

/** Where the data lives. Both targets speak the same PostgreSQL SQL through Kysely. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined: in memory (tests). `loadDataDir`: start from a dumped data directory. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to start other instances from. */
  dumpDataDir?(): Promise<Blob>;
}

export function databaseTargetFor(config: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

async function openPGlite(target: Extract<DatabaseTarget, { kind: 'pglite' }>) {
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  await pglite.waitReady;
  return pglite;
}

export async function createDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Kysely's destroy() ends the pool.
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = await openPGlite(target);
  // PGlite is a single connection: the dialect queues callers, so a transaction holds it alone.
  const dialect: Dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}
