// Issue 34: what a `headless` entry leaves in a partner's bundle. Bundled the way bench/size.mjs
// bundles a partner's entry (peers external, tree shaking on), but from the packages' sources (the
// `source` condition: no build needed), so a test can read it.
import { existsSync, readdirSync } from 'node:fs';
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
export async function bundleFromSource(specifier) {
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: benchDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    write: false,
    outdir: join(benchDir, '.size-out'), // not written: names the outputs only
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: peers,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
  });
  const outputs = Object.values(result.metafile.outputs);
  return {
    kept: outputs.flatMap((output) => Object.keys(output.inputs)),
    imports: outputs.flatMap((output) => output.imports.map((imported) => imported.path)),
  };
}

/** What a headless entry must not carry: Radix, a stylesheet, a locale catalog. */
export function strayOf({ kept, imports }) {
  return [
    ...imports.filter((path) => path.startsWith('@radix-ui')),
    ...kept.filter((path) => path.endsWith('.css') || /\/locales\/|Catalogs?\.ts$|\.json$/.test(path)),
  ];
}
