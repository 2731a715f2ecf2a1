// `npm run check:packages` (and a step of `npm test`, after the build): packs every published
// package with pnpm exactly as it would be published, then checks the tarballs:
//   - publint --strict;
//   - attw --profile esm-only (Are the Types Wrong?, on the packed tarball: the same check as
//     `attw --pack`, but on pnpm's tarball, which applies publishConfig and workspace: ranges);
//   - the packed package.json: no `source` condition, no `workspace:` range, a `repository`,
//     a license, README.md and LICENSE in the tarball, every exported file present (the `"./*"`
//     wildcard expanded over the package's `src/entries/*.ts`, so every entry is proven, and attw
//     checks each one's types by name: it skips a wildcard);
//   - every JavaScript entry of a UI package starts with the "use client" directive;
//   - no UI package's JavaScript contains zod (the bench checks the bundled entries too).
// Build first (`npm run build`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandExports } from './lib/packageEntries.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);

/** Published packages; `ui` ones are React client code. */
const packages = [
  { dir: 'okr-contract', ui: false },
  { dir: 'okr-core', ui: true },
  { dir: 'okr-auth', ui: true },
  { dir: 'okr-settings', ui: true },
  { dir: 'okr-goals', ui: true },
  { dir: 'okr-assistant', ui: true },
  { dir: 'okr-admin', ui: true },
  { dir: 'okr-landing', ui: true },
  { dir: 'okr-mocks', ui: false },
  { dir: 'okr-client', ui: false },
];

/** Runs a command, collecting its output; resolves with { code, output }. */
function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** Runs the tasks with at most `limit` at a time. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Every string target of an exports map, with the conditions that lead to it. */
function exportTargets(value, path = []) {
  if (typeof value === 'string') return [{ path, target: value }];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...path, key]));
  }
  return [];
}

/**
 * Problems found in an unpacked tarball (`packageDir` is its `package/` folder; `source` the
 * workspace manifest, `workspaceDir` its folder, whose `src/entries` the wildcard stands for).
 */
function inspect(packageDir, { ui, source, workspaceDir }) {
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  // Every entry the workspace exports is published too (publishConfig.exports is a second list to keep).
  for (const entry of Object.keys(source.exports ?? {})) {
    if (!(entry in (pkg.exports ?? {}))) problems.push(`the entry "${entry}" is exported in the workspace but not in the tarball (publishConfig.exports)`);
  }
  const entries = expandExports(pkg.exports, workspaceDir);
  for (const entry of Object.keys(expandExports(source.exports, workspaceDir))) {
    if (!(entry in entries)) problems.push(`the entry "${entry}" is not offered by the tarball's exports`);
  }
  const targets = exportTargets(entries);
  for (const { path, target } of targets) {
    if (path.includes('source')) problems.push(`exports ${path.join(' > ')} keeps a "source" condition`);
    if (!existsSync(join(packageDir, target))) problems.push(`exports ${path.join(' > ')} -> ${target} is not in the tarball`);
  }
  if (pkg.publishConfig?.exports) problems.push('publishConfig.exports was not applied by the pack');
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is still ${range}`);
    }
  }
  if (!pkg.repository?.url || !pkg.repository?.directory) problems.push('no repository { url, directory }');
  if (!pkg.license) problems.push('no license field');
  for (const file of ['README.md', 'LICENSE']) {
    if (!existsSync(join(packageDir, file))) problems.push(`${file} is not in the tarball`);
  }
  const jsEntries = targets.filter(({ path, target }) => path.at(-1) === 'import' && target.endsWith('.js'));
  if (ui) {
    for (const { target } of jsEntries) {
      const code = readFileSync(join(packageDir, target), 'utf8');
      if (!/^["']use client["'];?/.test(code)) problems.push(`${target} does not start with "use client"`);
    }
    const dist = join(packageDir, 'dist');
    for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(dist, file), 'utf8');
      if (/from\s*["']zod(?:\/[^"']*)?["']|\bZodError\b|\$ZodType\b/.test(code)) problems.push(`dist/${file} contains zod`);
    }
  }
  return { pkg, entries, problems };
}

const started = Date.now();
for (const { dir } of packages) {
  if (!existsSync(resolve(root, 'packages', dir, 'dist'))) {
    console.error(`✖ packages/${dir}/dist is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const work = mkdtempSync(join(tmpdir(), 'okr-check-packages-'));
try {
  // 1. Pack, as pnpm publishes (publishConfig applied, workspace: ranges replaced).
  const packDir = join(work, 'tarballs');
  mkdirSync(packDir);
  const filters = packages.flatMap(({ dir }) => ['--filter', `./packages/${dir}`]);
  const pack = await run(process.execPath, [
    resolve(root, 'scripts/run-pnpm.mjs'),
    '-r',
    ...filters,
    'pack',
    '--pack-destination',
    packDir,
  ], { cwd: root });
  const packed = packages.map((entry) => {
    // `@okr/core` 0.1.0 packs as okr-core-0.1.0.tgz.
    const { version } = JSON.parse(readFileSync(resolve(root, 'packages', entry.dir, 'package.json'), 'utf8'));
    const tarball = join(packDir, `${entry.dir}-${version}.tgz`);
    return existsSync(tarball) ? { ...entry, tarball } : { ...entry, error: pack.output };
  });

  // 2. Unpack and inspect, then publint and attw on each tarball.
  const results = await pool(
    packed.map((entry) => async () => {
      if (entry.error || !entry.tarball) return { ...entry, problems: [`pnpm pack failed:\n${entry.error ?? 'no tarball'}`] };
      const unpackDir = join(work, entry.dir);
      mkdirSync(unpackDir);
      const untar = spawnSync('tar', ['-xzf', entry.tarball, '-C', unpackDir]);
      if (untar.status !== 0) return { ...entry, problems: ['tar could not unpack the tarball'] };
      const workspaceDir = resolve(root, 'packages', entry.dir);
      const source = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8'));
      const { pkg, entries, problems } = inspect(join(unpackDir, 'package'), { ...entry, source, workspaceDir });
      const publint = await run(bin('publint'), ['run', entry.tarball, '--strict']);
      if (publint.code !== 0) problems.push(`publint --strict failed:\n${publint.output.trim()}`);
      // Stylesheets have no types: attw checks the JavaScript entry points.
      const stylesheets = Object.keys(pkg.exports ?? {}).filter((key) => key.endsWith('.css'));
      const wildcardEntries = Object.keys(entries).filter((key) => !(key in (pkg.exports ?? {})));
      const attw = await run(bin('attw'), [
        entry.tarball,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        '--no-emoji',
        ...(wildcardEntries.length ? ['--include-entrypoints', ...wildcardEntries] : []),
        ...(stylesheets.length ? ['--exclude-entrypoints', ...stylesheets] : []),
      ]);
      if (attw.code !== 0) problems.push(`attw --profile esm-only failed:\n${attw.output.trim()}`);
      return { ...entry, name: pkg.name, problems };
    }),
    2,
  );

  let failed = 0;
  for (const { dir, name, problems, ui } of results) {
    if (problems.length === 0) {
      const extra = ui ? ', "use client" on every entry, no zod' : '';
      console.log(`✓ ${name ?? dir}: publint --strict, attw --profile esm-only, packed manifest${extra}`);
    } else {
      failed += 1;
      console.error(`✖ ${name ?? dir}:\n  - ${problems.join('\n  - ').replaceAll('\n', '\n    ')}`);
    }
  }
  console.log(`${results.length - failed}/${results.length} packages pass (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
