// Bundle size per published entry point: the entry file plus every chunk it imports statically,
// minified ESM as built by tsup, raw and gzipped (peer dependencies are not included).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** The file and, recursively, the relative modules it imports statically. */
function closure(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
    closure(resolve(dirname(file), specifier), seen);
  }
  return seen;
}

function measure(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { raw, gzip };
}

/** One row per `exports` entry of every built package. */
export function measurePackageSizes(root) {
  const packagesDir = resolve(root, 'packages');
  const rows = [];
  for (const dir of readdirSync(packagesDir)) {
    const pkgDir = join(packagesDir, dir);
    if (!existsSync(join(pkgDir, 'dist'))) continue;
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    for (const [entry, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'object' || !target.import) continue;
      const file = resolve(pkgDir, target.import);
      rows.push({ name: entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`, ...measure(closure(file)) });
    }
  }
  return rows;
}

/** The host's first load: the entry script with its static imports, and the stylesheet. */
export function measureHostSize(root) {
  const dist = resolve(root, 'apps/host/dist');
  if (!existsSync(join(dist, 'index.html'))) return [];
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const script = html.match(/<script[^>]+src="\/([^"]+)"/)?.[1];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => join(dist, m[1]));
  return [
    { name: '@okr/host first-load JS', ...measure(script ? closure(join(dist, script)) : []) },
    { name: '@okr/host CSS (Radix Themes)', ...measure(styles) },
  ];
}
