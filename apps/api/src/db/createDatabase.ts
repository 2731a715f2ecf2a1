import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import type { Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './Database';
import { DurableNodeFS, durableStartParams } from './DurableNodeFS';
import { WriteWatch } from './WriteWatch';
import { listenForWrites } from './listenForWrites';
import { preparedStatementsPool } from './preparedStatements';

/** Where the data lives. Both targets speak the same PostgreSQL SQL through Kysely. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined: in memory (tests). `loadDataDir`: start from a dumped data directory.
   * `fsync` (default true): flush each commit to the disk; false keeps PGlite's own default, where a
   * commit survives `kill -9` but not an OS crash (apps/api/README.md, "Durability").
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; fsync?: boolean };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (gzip when asked), to start other instances from. */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * PostgreSQL only: where to report an idle pooled connection the server dropped (restart, failover,
   * `pg_terminate_backend`). The pool discards it and the next query opens a new one; without a
   * listener the pool's `error` event would end the process. Default: one line on stderr.
   */
  onConnectionLost?(listener: (error: Error) => void): void;
}

export function databaseTargetFor(config: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteFsync?: boolean;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, fsync: config.pgliteFsync ?? true };
}

/** Extensions the migrations create (PostgreSQL ships them in contrib). */
const extensions = { unaccent };

async function openPGlite(target: Extract<DatabaseTarget, { kind: 'pglite' }>) {
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const durable = target.dataDir !== undefined && target.fsync !== false;
  const pglite = durable
    ? new PGlite({
        fs: new DurableNodeFS(target.dataDir ?? ''),
        startParams: durableStartParams,
        loadDataDir: target.loadDataDir,
        extensions,
      })
    : new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, extensions });
  await pglite.waitReady;
  return pglite;
}

/**
 * The API's own sessions on PostgreSQL run without JIT compilation and without parallel workers
 * (`options` in DATABASE_URL replaces this). Its statements are short and bounded (issue 22), and
 * both cost more than they save there: the dashboard of an organization of 10,000 objectives took
 * 118 ms of JIT compiling for 30 ms of work, and two parallel workers started to find its first ten
 * at-risk key results took 50 ms where one process finds them in under a millisecond.
 */
export const API_SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

export async function createDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, options: API_SESSION_OPTIONS, max: 10 });
    let connectionLost = (error: Error) => {
      process.stderr.write(`database connection lost (a new one opens on the next query): ${error.message}\n`);
    };
    pool.on('error', (error) => connectionLost(error));
    // Other processes write too: their commits reach the watch through LISTEN (see ReadCache).
    const watch = new WriteWatch({ live: false });
    const listener = listenForWrites(target.url, watch, { onLost: (error) => connectionLost(error) });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementsPool(pool) }), plugins: [watch] });
    return {
      db,
      kind: 'postgres',
      async close() {
        await listener.stop();
        // Kysely's destroy() ends the pool.
        await db.destroy();
      },
      onConnectionLost(listener) {
        connectionLost = listener;
      },
    };
  }
  const pglite = await openPGlite(target);
  // PGlite is a single connection: the dialect queues callers, so a transaction holds it alone.
  const dialect: Dialect = new PGliteDialect(pglite);
  // This process is PGlite's only client: its WriteWatch sees every write (see ReadCache).
  const db = new Kysely<Database>({ dialect, plugins: [new WriteWatch()] });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
    dumpDataDir: (compression = 'none') => pglite.dumpDataDir(compression),
  };
}
