// A package's public entries: `"."` and the deliberate files of its exports map, plus one subpath
// per `src/entries/<name>.ts` behind the `"./*"` wildcard (tsup.shared.ts builds the same list).
// `scripts/check-packages.mjs` proves each one is in the tarball; `bench/size.mjs` measures each.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The names of `src/entries/*.ts` of the package in `packageDir` (the workspace folder). */
export function entryNames(packageDir) {
  const folder = join(packageDir, 'src', 'entries');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !/\.(d|test|stories)\.ts$/.test(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** `value` (an exports target or conditions object) with every `*` replaced by `name`. */
function substitute(value, name) {
  if (typeof value === 'string') return value.replaceAll('*', name);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, substitute(inner, name)]));
  }
  return value;
}

/**
 * The exports map with its wildcard subpaths expanded over the package's entries:
 * `{ "./*": {...} }` becomes `{ "./dashboard": {...}, "./routes": {...} }`.
 */
export function expandExports(exportsMap, packageDir) {
  const names = entryNames(packageDir);
  const expanded = {};
  for (const [key, target] of Object.entries(exportsMap ?? {})) {
    if (!key.includes('*')) {
      expanded[key] = target;
      continue;
    }
    for (const name of names) {
      const subpath = key.replace('*', name);
      if (!(subpath in exportsMap)) expanded[subpath] = substitute(target, name);
    }
  }
  return expanded;
}
