import { isStale } from './stale.mjs';
import { pnpm } from './pnpm.mjs';

const sources = ['packages', 'apps/host', 'apps/api/src', 'pnpm-lock.yaml'];

/** Builds the host app and the API server bundle when their sources changed since the last build. */
export function buildProduct({ force = false } = {}) {
  const targets = [
    { name: '@okr/host', output: 'apps/host/dist/index.html' },
    { name: '@okr/api', output: 'apps/api/dist/main.js' },
  ];
  for (const target of targets) {
    if (!force && !isStale(target.output, sources)) continue;
    console.log(`▶ Building ${target.name}`);
    const code = pnpm(['--filter', target.name, 'build']);
    if (code !== 0) {
      console.error(`✖ Building ${target.name} failed: see the output above.`);
      process.exit(code);
    }
  }
}
