import { createWriteStream, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupDataDir, readDataDir, restoreDataDir } from '../db/embeddedBackup';
import { exportSql } from '../db/exportSql';

type Env = Record<string, string | undefined>;

export const dbUsage = [
  'Usage: db <command> <file> [--force]',
  '  backup <file>          online backup of the embedded database (OKR_DATA_DIR), running server or not',
  '  restore <file>         restore a backup into OKR_DATA_DIR (stopped server; --force moves a non-empty folder aside)',
  '  export <file.sql>      the embedded database as SQL for PostgreSQL: psql -v ON_ERROR_STOP=1 -f <file.sql> <url>',
  '  --force                backup/export: overwrite <file>; restore: move the current folder aside',
].join('\n');

/** `npm run db:… -- <file>` runs in the repo root; a relative file is meant from where npm was typed. */
function fileFrom(env: Env, file: string): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}

function refuseOverwrite(path: string, force: boolean | undefined): void {
  if (existsSync(path) && !force) throw new Error(`${path} already exists: choose another name, or add --force to replace it`);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Runs one `db` command against the configured embedded database; returns the lines to print. */
export async function runDbCommand(argv: string[], env: Env = process.env): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, file, ...extra] = positionals;
  if (values.help) return dbUsage;
  if (!command || !file || extra.length > 0 || !['backup', 'restore', 'export'].includes(command)) {
    throw new Error(dbUsage);
  }
  const config = loadConfig(env);
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: this command works on the embedded database (OKR_DATA_DIR). For PostgreSQL use ' +
        'its own tools: pg_dump -Fc "$DATABASE_URL" > okr.dump, pg_restore -d "$DATABASE_URL" okr.dump.',
    );
  }
  const { dataDir } = config;
  const path = fileFrom(env, file);

  if (command === 'restore') {
    if (!existsSync(path)) throw new Error(`${path} does not exist`);
    const { movedAside } = await restoreDataDir(dataDir, readFileSync(path), { force: values.force });
    return [
      `Restored ${path} into ${dataDir}.`,
      ...(movedAside ? [`Its previous content is kept in ${movedAside} (delete it once you no longer need it).`] : []),
    ].join('\n');
  }

  refuseOverwrite(path, values.force);
  const partial = `${path}.partial`;
  let out: WriteStream | undefined;
  try {
    if (command === 'backup') {
      const { bytes, online } = await backupDataDir(dataDir);
      writeFileSync(partial, bytes, { flush: true });
      renameSync(partial, path);
      const how = online ? 'online, from the running server' : 'the folder was not in use';
      return `Backed up ${dataDir} to ${path} (${mib(bytes.byteLength)}; ${how}). Restore with: npm run db:restore -- ${file}`;
    }
    const stream = createWriteStream(partial);
    out = stream;
    const { tables } = await readDataDir(dataDir, (db) =>
      exportSql(db, async (chunk) => {
        if (!stream.write(chunk)) await once(stream, 'drain');
      }),
    );
    stream.end();
    await once(stream, 'finish');
    renameSync(partial, path);
    const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
    return (
      `Exported ${dataDir} to ${path}: ${Object.keys(tables).length} tables, ${rows} rows.\n` +
      `Import into an empty PostgreSQL database: psql -v ON_ERROR_STOP=1 -f ${file} "$DATABASE_URL"`
    );
  } catch (error) {
    out?.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
