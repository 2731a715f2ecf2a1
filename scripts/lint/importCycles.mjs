// Import circles in the sources of packages/ and apps/, type-only imports included: ESLint's
// import-x/no-cycle skips those, and the three circles of issue 36 ran through them. Part of
// `npm run lint` and of `npm test`'s lint step; proven by scripts/lint/lintRules.test.ts.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** The `src` folders of every package and app under `cwd`. */
export function sourceDirs(cwd = root) {
  return ['packages', 'apps'].flatMap((group) => {
    const parent = path.join(cwd, group);
    if (!existsSync(parent)) return [];
    return readdirSync(parent)
      .map((name) => path.join(parent, name, 'src'))
      .filter((dir) => existsSync(dir));
  });
}

/** Each circle as the list of its files, relative to `cwd`. */
export async function importCycles(cwd = root, dirs = sourceDirs(cwd)) {
  const result = await madge(dirs, {
    baseDir: cwd,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return result.circular();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = await importCycles();
  if (cycles.length > 0) {
    console.error(`✖ ${cycles.length} import circle(s): move what both sides need into a module both can import.`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
  console.log('✔ No import circle in packages/*/src and apps/*/src');
}
