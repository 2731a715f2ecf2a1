import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo root: the nearest folder above this file that holds `pnpm-workspace.yaml`.
 * Walking up (rather than a fixed `../..`) finds it both from `src/lib/` under tsx and from the
 * bundled `dist/` or `dist/cli/`, whatever the process's working directory is.
 */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
