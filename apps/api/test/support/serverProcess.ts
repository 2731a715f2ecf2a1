import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockPathFor } from '../../src/db/lockDataDir';

export const repoRoot = join(import.meta.dirname, '../../../..');

/** Runs the server from its sources (tsx, offline), as `node apps/api/dist/main.js` would run. */
export const serverArgs = ['--conditions=source', '--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')];

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the port once the server logs that it listens. */
  listening: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns `node <args>` (or `command <args>`) in the repo root with the environment a test wants; output captured. */
export function startProcess(args: string[], env: Record<string, string>, command = process.execPath): Started {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', OKR_DEMO: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`exited before listening:\n${output}`)));
  });
  listening.catch(() => {});
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, listening, exited };
}

/** The pid holding a data folder, from its lock file. */
export function lockHolder(dataDir: string): number | null {
  const path = lockPathFor(dataDir);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { pid: number }).pid : null;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The parent pid of a process (Linux `/proc`). */
export function parentPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
