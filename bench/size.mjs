// Bundle size per published entry point: minified ESM as built by tsup, raw and gzipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Sizes of every `dist/*.js` entry (chunks included in the package total). */
export function measurePackageSizes(root) {
  const packagesDir = resolve(root, 'packages');
  const rows = [];
  for (const dir of readdirSync(packagesDir)) {
    const dist = join(packagesDir, dir, 'dist');
    if (!existsSync(dist)) continue;
    const pkg = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'));
    let rawTotal = 0;
    let gzipTotal = 0;
    for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      const content = readFileSync(join(dist, file));
      rawTotal += content.length;
      gzipTotal += gzipSync(content).length;
    }
    rows.push({ name: pkg.name, raw: rawTotal, gzip: gzipTotal });
  }
  return rows;
}

/** Sizes of the host app's JS and CSS assets. */
export function measureHostSize(root) {
  const assets = resolve(root, 'apps/host/dist/assets');
  if (!existsSync(assets)) return null;
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
    const content = readFileSync(join(assets, file));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { name: '@okr/host (all assets)', raw, gzip };
}
