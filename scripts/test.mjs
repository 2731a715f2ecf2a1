// `npm test`: the whole suite — lint (ESLint, then jscpd's copy-paste guard), typecheck, build, package checks, unit, API integration, stories in Chromium,
// then browser journeys against the built product.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { assertNodeVersion } from './lib/node-version.mjs';
import { runOrExit } from './lib/run.mjs';
import { printSummary } from './lib/vitest-summary.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
process.chdir(root);
const started = Date.now();

assertNodeVersion();
installDependencies();
process.env.CHROMIUM_PATH = ensureChromium();

const bin = (name) => resolve(root, 'node_modules/.bin', name);
const reports = resolve(root, 'node_modules/.cache/okr-test');

runOrExit('Lint (ESLint, with the dependency rules)', bin('eslint'), ['.', '--max-warnings=0']);
runOrExit('Import circles (madge, type-only imports included)', process.execPath, ['scripts/lint/importCycles.mjs']);
runOrExit('Copy-paste guard (jscpd, known clones only)', process.execPath, ['scripts/lint/duplicates.mjs']);
runOrExit('Typecheck (every package, app and Storybook)', 'npm', ['run', '--silent', 'typecheck']);
runOrExit('Build (published packages, host, API)', 'npm', ['run', '--silent', 'build']);
runOrExit('Published packages (pnpm pack, publint --strict, attw esm-only, "use client")', process.execPath, [
  'scripts/check-packages.mjs',
]);
runOrExit('Unit, API integration and story tests', bin('vitest'), [
  'run',
  '--project=unit',
  '--project=api',
  '--project=storybook',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
runOrExit('Browser journeys (e2e, against the built product)', bin('vitest'), [
  'run',
  '--config=e2e/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/e2e.json`,
]);

printSummary([`${reports}/vitest.json`, `${reports}/e2e.json`], Date.now() - started);
