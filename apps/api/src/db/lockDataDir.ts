import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { StartupError } from '../lib/StartupError';

/** What the lock file records about its owner, to name it in the refusal and to detect a stale lock. */
export interface DataDirLockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Free text: `server on 127.0.0.1:3000`, `superadmin command`. */
  purpose: string;
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Raised when another live process owns the folder; `message` is the one line an operator reads. */
export class DataDirLockedError extends StartupError {
  constructor(
    message: string,
    readonly owner: DataDirLockOwner | null,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

/**
 * The lock sits beside the data folder (`<dataDir>.lock`), not inside it: PGlite's folder is a
 * PostgreSQL data directory, and a foreign file in a folder that has no PG_VERSION yet would make a
 * fresh folder look non-empty.
 */
export function lockPathFor(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}.lock`);
}

function readRaw(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function parseOwner(raw: string | null): DataDirLockOwner | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<DataDirLockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.hostname === 'string'
      ? {
          pid: parsed.pid,
          hostname: parsed.hostname,
          startedAt: String(parsed.startedAt),
          purpose: String(parsed.purpose ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Paths this process holds, to tell "opened twice here" from "a previous life had our pid". */
const held = new Set<string>();

/**
 * When the process with this pid started (Linux `/proc`), or null when unknown. Clock ticks are
 * 100 a second on every Linux Node supports.
 */
function processStartMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const btime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    return Number.isFinite(ticks) && Number.isFinite(btime) ? btime * 1000 + ticks * 10 : null;
  } catch {
    return null;
  }
}

/**
 * A lock is stale only when we can prove its owner is gone: same machine, and its pid is dead, or
 * is now a process that started after the lock was written (pids are reused after a reboot; in a
 * restarted container the new server often gets the very pid of the old one).
 */
function isStale(owner: DataDirLockOwner | null, path: string): boolean {
  if (owner === null) {
    // A half-written or foreign file. Only a lock older than a few seconds (not one being written
    // right now by a starting server) counts as abandoned.
    try {
      return Date.now() - statSync(path).mtimeMs > 5_000;
    } catch {
      return true;
    }
  }
  if (owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return !held.has(path);
  if (!isAlive(owner.pid)) return true;
  const startedMs = processStartMs(owner.pid);
  const lockedMs = Date.parse(owner.startedAt);
  // A second of slack for the clock-tick rounding of the start time.
  return startedMs !== null && Number.isFinite(lockedMs) && startedMs > lockedMs + 1_000;
}

function describe(owner: DataDirLockOwner | null, lockPath: string, dataDir: string): string {
  if (owner === null) {
    return `The data folder ${dataDir} is locked by ${lockPath}, whose owner cannot be read; if no server uses the folder, delete that file.`;
  }
  const where = owner.hostname === hostname() ? '' : ` on host ${owner.hostname}`;
  const what = owner.purpose ? ` (${owner.purpose}, started ${owner.startedAt})` : ` (started ${owner.startedAt})`;
  const stop = owner.hostname === hostname() ? `stop it with \`kill ${owner.pid}\`` : `stop it on ${owner.hostname}`;
  return `The data folder ${dataDir} is in use by process ${owner.pid}${where}${what}: ${stop}, or set OKR_DATA_DIR to another folder.`;
}

/**
 * Takes the data folder for this process alone. The lock file is created with O_EXCL, so of two
 * servers starting at once exactly one wins; a lock left by a dead process (kill -9, power cut) is
 * taken over. Released by `release()` and, as a last resort, when the process exits.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  const path = lockPathFor(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const owner: DataDirLockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    purpose,
  };
  const content = `${JSON.stringify(owner)}\n`;

  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      held.add(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const raw = readRaw(path);
      if (raw === null && attempt < 3) continue; // released meanwhile
      const current = parseOwner(raw);
      if (attempt < 3 && isStale(current, path)) {
        // Delete only the very lock judged stale: if another starter replaced it meanwhile, its
        // content differs and we retry against it instead.
        try {
          if (readRaw(path) === raw) unlinkSync(path);
        } catch {
          // Gone already; retry the create.
        }
        continue;
      }
      throw new DataDirLockedError(describe(current, path, dataDir), current);
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    process.off('exit', release);
    // Only our own lock: never delete one another process took over.
    if (readRaw(path) === content) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return { path, release };
}
