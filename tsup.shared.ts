/// <reference types="node" />
// Build-time only (Node): the packages' own tsconfigs don't load Node's types, so reference them here.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';

const USE_CLIENT = '"use client";';

/**
 * Puts the `"use client"` directive back at the top of each entry file. tsup's tree-shaking pass
 * (Rollup) drops module-level directives, so a `banner` does not survive; this runs after the
 * JavaScript build (`onSuccess`) and shifts the source map by the one added line.
 * `scripts/check-packages.mjs` checks the packed tarballs for it.
 */
export function addUseClientDirective(outDir: string, entryNames: string[]) {
  for (const name of entryNames) {
    const file = join(outDir, `${name}.js`);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(USE_CLIENT)) continue;
    writeFileSync(file, `${USE_CLIENT}\n${code}`);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
  }
}

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const GROUP_IMPORT = /import \{([^}]+)\} from '((?:\.\.\/)+locales\/en\.json)';/g;

/**
 * Each group of `locales/en.json` that a panel's catalog imports by name becomes a module of its
 * own. Otherwise the file is one module, every chunk that needs any group shares it, and a page
 * whose tabs load on demand paid up front for every tab's strings (SettingsPage, bench/size.mjs).
 * Source and types are unchanged: only the build reads `import { members } from '…/en.json'` as
 * one module per group.
 */
export const localeGroupsPlugin: Plugin = {
  name: 'locale-groups',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*Catalogs\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('locales/en.json')) return undefined;
      const contents = source.replace(GROUP_IMPORT, (_, names: string, file: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => `import ${name} from 'locale-group:${relative(process.cwd(), resolve(dirname(args.path), file))}#${name}';`)
          .join('\n'),
      );
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
    build.onResolve({ filter: /^locale-group:/ }, (args) => ({ path: args.path.slice('locale-group:'.length), namespace: 'locale-group' }));
    build.onLoad({ filter: /.*/, namespace: 'locale-group' }, (args) => {
      const hash = args.path.lastIndexOf('#');
      const file = args.path.slice(0, hash);
      const group = args.path.slice(hash + 1);
      const strings = (JSON.parse(readFileSync(resolve(file), 'utf8')) as Record<string, unknown>)[group];
      if (strings === undefined) throw new Error(`${file} has no group "${group}"`);
      return { contents: `export default ${JSON.stringify(strings)};`, loader: 'js' };
    });
  },
};

export interface PackageConfigOptions {
  /** Marks every entry as a client module for React Server Components hosts (default true). */
  useClient?: boolean;
}

/**
 * The package's entry points: `src/index.ts` (the `"."` export) and every `src/entries/<name>.ts`
 * (the `"./*"` export, built to `dist/entries/<name>.js`). Adding an entry is adding its file.
 */
export function packageEntries(): Record<string, string> {
  const entries: Record<string, string> = { index: 'src/index.ts' };
  const folder = 'src/entries';
  if (!existsSync(folder)) return entries;
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.ts') || /\.(d|test|stories)\.ts$/.test(file)) continue;
    entries[`entries/${file.slice(0, -'.ts'.length)}`] = `${folder}/${file}`;
  }
  return entries;
}

/**
 * Build settings shared by the published packages: ESM with declarations, the entries of
 * `packageEntries()`, peers left external, the "use client" directive on every entry for RSC
 * hosts, and `src/styles.css` (when the package has one) emitted as `dist/styles.css`.
 */
export function packageConfig(overrides: Options = {}, { useClient = true }: PackageConfigOptions = {}) {
  const outDir = 'dist';
  const entry = packageEntries();
  const entries: Record<string, string> = { ...entry };
  if (existsSync('src/styles.css')) entries.styles = 'src/styles.css';
  return defineConfig({
    entry: entries,
    outDir,
    format: ['esm'],
    dts: { entry },
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    external: [/^react/, /^@radix-ui\//, /^@tanstack\//, /^zustand/, /^axios/, /^@okr\//, /^msw/, /^@testing-library\//],
    loader: { '.json': 'json' },
    onSuccess: async () => {
      if (useClient) addUseClientDirective(outDir, Object.keys(entry));
    },
    ...overrides,
    esbuildPlugins: [localeGroupsPlugin, ...(overrides.esbuildPlugins ?? [])],
  });
}
