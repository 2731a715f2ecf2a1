import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/server.mjs';
import { scaleServerUrl } from '../scale.mjs';
import { scaleSection } from '../lib/scaleSection.mjs';

/**
 * `node bench/scale.mjs` in a process of its own, its JSON answer read back: the paced generator
 * sends 500 requests a second and must not share a heap with this runner, which has loaded every
 * section's modules (Lighthouse, Playwright, esbuild). In the runner it sent about four times as
 * many requests late and the mixed p99 doubled.
 */
function measureInChild() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench/scale.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`bench/scale.mjs exited ${code} without its JSON answer`));
      }
    });
  });
}

/**
 * Issue 22 at scale (bench/scale.mjs): needs a PostgreSQL server (BENCH_DATABASE_URL, else
 * DATABASE_URL); without one it is skipped and BENCHMARKS.md keeps its last figures.
 */
export const scaleBenchSection = {
  id: 'scale',
  title: 'At scale on PostgreSQL',
  async run() {
    if (!scaleServerUrl()) {
      return { skipped: 'scale: skipped, no PostgreSQL (set BENCH_DATABASE_URL=postgres://user@host:port/db, a superuser; BENCH_SCALE=full for issue 22\'s size)' };
    }
    const result = await measureInChild();
    return { lines: scaleSection(result), failures: result.failures };
  },
};
