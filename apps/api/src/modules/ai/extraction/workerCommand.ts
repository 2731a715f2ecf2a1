import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '../../../lib/repoRoot';

/**
 * How to start the extraction child: the bundled `dist/ai-extract-worker.js` beside the server
 * bundle, or (tests, `npm run dev`) the TypeScript source through tsx from the repository root.
 */
export function workerCommand(memoryMb: number): { args: string[]; cwd: string | undefined } {
  const limits = [`--max-old-space-size=${memoryMb}`, '--max-semi-space-size=8'];
  const bundled = fileURLToPath(new URL('./ai-extract-worker.js', import.meta.url));
  if (existsSync(bundled)) return { args: [...limits, bundled], cwd: undefined };
  const source = fileURLToPath(new URL('./extractWorker.ts', import.meta.url));
  return { args: [...limits, '--conditions=source', '--import', 'tsx', source], cwd: findRepoRoot() ?? undefined };
}
