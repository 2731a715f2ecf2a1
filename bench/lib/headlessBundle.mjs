// Issue 34: what a `headless` entry leaves in a partner's bundle. Bundled the way bench/size.mjs
// bundles a partner's entry (peers external, tree shaking on), from the packages' sources (the
// `source` condition: no build needed) or from their built `dist`, what a partner installs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const benchDir = resolve(fileURLToPath(import.meta.url), '../..');
const root = resolve(benchDir, '..');
const peers = ['react', 'react-dom', 'react/jsx-runtime', '@radix-ui/themes', '@tanstack/react-query', 'zustand', 'react-router', 'axios'];

/** `@okr/<name>/headless` for every package with a `src/entries/headless.ts`. */
export function headlessEntries() {
  return readdirSync(join(root, 'packages'))
    .filter((dir) => existsSync(join(root, 'packages', dir, 'src/entries/headless.ts')))
    .map((dir) => `@okr/${dir.replace(/^okr-/, '')}/headless`);
}

/** The modules an entry's bundle kept and what it still imports (the externals it uses). */
export function bundleFromSource(specifier) {
  return bundleEntry(specifier, ['source']);
}

/**
 * The same, following the built files (`dist/entries/*.js` and the dist they import), as published,
 * with `@radix-ui/themes` bundled as a partner's bundler bundles it. Bundled, not external: a built
 * headless entry reads the provider's contexts from the `@okr/core` root, whose file also imports
 * Radix (the provider draws it), so esbuild keeps that import statement of an external though not
 * one name of it is used; what counts is whether any of Radix's code lands in the bundle.
 */
export function bundleFromDist(specifier) {
  return bundleEntry(specifier, [], peers.filter((peer) => peer !== '@radix-ui/themes'));
}

/**
 * The `dist` folders `bundleFromDist(specifier)` reads that are not built yet: the entry's own
 * file and every `@okr/*` package it depends on, through their dependencies. Empty: it can run.
 */
export function missingDist(specifier) {
  const [, name, entry] = /^@okr\/([^/]+)\/(.+)$/.exec(specifier) ?? [];
  const missing = existsSync(join(root, 'packages', `okr-${name}`, 'dist/entries', `${entry}.js`)) ? [] : [`okr-${name}/dist/entries/${entry}.js`];
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    if (!existsSync(join(root, 'packages', dir, 'dist'))) missing.push(`${dir}/dist`);
    const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    const okr = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((dep) => dep.startsWith('@okr/'));
    for (const dep of okr) visit(dep.replace('@okr/', 'okr-'));
  };
  visit(`okr-${name}`);
  return missing;
}

async function bundleEntry(specifier, conditions, external = peers) {
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: benchDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    write: false,
    outdir: join(benchDir, '.size-out'), // not written: names the outputs only
    format: 'esm',
    platform: 'browser',
    conditions,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  const outputs = Object.values(result.metafile.outputs);
  return {
    kept: outputs.flatMap((output) => Object.keys(output.inputs)),
    /** The kept modules that left code in the bundle (tree shaking can keep a module with 0 bytes). */
    weighed: outputs.flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path)),
    imports: outputs.flatMap((output) => output.imports.map((imported) => imported.path)),
  };
}

/** What a headless entry must not carry: Radix, a stylesheet, a locale catalog. */
export function strayOf({ kept, imports }) {
  return [
    ...imports.filter((path) => path.startsWith('@radix-ui')),
    ...kept.filter((path) => path.endsWith('.css') || /node_modules\/@radix-ui\/|\/locales\/|Catalogs?\.ts$|\.json$/.test(path)),
  ];
}

/** What a built headless entry must not carry: any of Radix's code, a stylesheet. */
export function builtStrayOf({ kept, weighed }) {
  return [...kept.filter((path) => path.endsWith('.css')), ...weighed.filter((path) => path.includes('node_modules/@radix-ui/'))];
}
