// `npm run db:backup|db:restore|db:export -- <file>`: the API's `db` command (apps/api/src/cli/db.ts)
// on the embedded database in OKR_DATA_DIR (default .data/pglite), built first when its sources
// changed, as `npm start` does. Relative files are taken from the folder npm was run in.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDependencies } from './lib/install.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { isStale } from './lib/stale.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
process.chdir(root);
assertNodeVersion();
if (!existsSync('apps/api/node_modules')) installDependencies();
if (isStale('apps/api/dist/cli/db.js', ['apps/api/src', 'packages/okr-contract/src', 'pnpm-lock.yaml'])) {
  console.error('▶ Building @okr/api');
  const code = pnpm(['--filter', '@okr/api', 'build']);
  if (code !== 0) process.exit(code);
}

const env = { ...process.env, OKR_DATA_DIR: process.env.OKR_DATA_DIR ?? resolve(root, '.data/pglite') };
const { status, signal } = spawnSync(process.execPath, ['apps/api/dist/cli/db.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exitCode = status ?? (signal ? 1 : 0);
