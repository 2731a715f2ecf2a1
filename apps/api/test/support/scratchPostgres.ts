import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { databaseUrl } from './testDatabase';

/** A new, empty database on the test PostgreSQL (DATABASE_URL), dropped by `drop()`. */
export async function scratchPostgres(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!databaseUrl) throw new Error('scratchPostgres needs DATABASE_URL');
  const admin = databaseUrl;
  const name = `okr_${label}_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** psql: on the PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
export function findPsql(): string | null {
  if (spawnSync('psql', ['--version']).status === 0) return 'psql';
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(`${base}/${version}/bin/psql`))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? `${base}/${newest}/bin/psql` : null;
}
