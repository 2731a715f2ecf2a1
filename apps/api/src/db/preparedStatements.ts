import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

export interface PreparedStatementsOptions {
  /** Distinct statements prepared at most (per process, so per connection too); later ones run unprepared. */
  maxStatements?: number;
}

/** SQLSTATE 0A000 with this text: a prepared `select *` whose table gained or lost a column. */
const stalePlan = /cached plan must not change result type/;

/**
 * The pool Kysely's PostgresDialect uses, preparing each statement once per connection: the same
 * SQL text (Kysely's, with its parameters as $n) runs as a named prepared statement, so
 * PostgreSQL parses and plans it once per connection instead of on every call — planning was
 * most of PostgreSQL's time for the guard's statement (bench/okr-load.mjs). Names come from the
 * text's hash. At most `maxStatements` distinct texts are prepared (texts that differ only in the
 * length of an `in (...)` list would otherwise grow without end); the rest run as before.
 *
 * Another process's migration may change a table under a prepared `select *`: PostgreSQL then
 * refuses it ("cached plan must not change result type"). The call is run once more unprepared
 * (outside a transaction it succeeds) and the connection is closed when released, so its
 * prepared statements go with it.
 */
export function preparedStatementsPool(pool: pg.Pool, { maxStatements = 500 }: PreparedStatementsOptions = {}): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxStatements) return known;
    const name = `okr_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    let discard = false;
    async function query<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
      const values = [...parameters];
      const name = nameOf(text);
      if (name === undefined) return client.query(text, values) as unknown as Promise<PostgresQueryResult<R>>;
      try {
        return (await client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
      } catch (error) {
        if (!(error instanceof Error && stalePlan.test(error.message))) throw error;
        discard = true;
        try {
          return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
        } catch {
          throw error;
        }
      }
    }
    return {
      query: ((textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) =>
        typeof textOrCursor === 'string'
          ? query(textOrCursor, parameters ?? [])
          : client.query(textOrCursor as never)) as PostgresPoolClient['query'],
      release() {
        if (!discard) return client.release();
        clients.delete(client);
        client.release(true);
      },
    };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
