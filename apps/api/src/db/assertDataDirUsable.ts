import { existsSync, readdirSync, statSync } from 'node:fs';
import { StartupError } from '../lib/StartupError';

/**
 * Before PGlite touches the folder: it must be absent, empty (a new database), or hold a PostgreSQL
 * data directory. PGlite itself runs initdb over any folder without PG_VERSION, which silently
 * replaced a damaged database with a fresh one and the demo seed; we stop instead.
 */
export function assertDataDirUsable(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  if (!statSync(dataDir).isDirectory()) {
    throw new StartupError(`The data folder ${dataDir} is not a folder: point OKR_DATA_DIR elsewhere.`);
  }
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return;
  const missing = ['PG_VERSION', 'base', 'global', 'pg_wal'].filter((name) => !entries.includes(name));
  if (missing.length > 0) {
    throw new StartupError(
      `The data folder ${dataDir} is not empty but is not a valid database (missing ${missing.join(', ')}): ` +
        'nothing was changed; restore it from a backup, or point OKR_DATA_DIR to an empty folder to start afresh.',
    );
  }
}

/** The same refusal for a folder that passed the first look but whose database is damaged. */
export function damagedDataDir(dataDir: string, what: string): StartupError {
  return new StartupError(
    `The data folder ${dataDir} holds a damaged database (${what}): nothing was changed; restore it from a backup.`,
  );
}
