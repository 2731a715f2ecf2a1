// @vitest-environment node
/// <reference types="node" />
// Issue 34: every rule of ours sits in the cascade layer `okr` (OkrProvider's `cssLayer` renames
// it), so a host orders our CSS against its own layers. Parses every CSS file the published
// packages build (`npm run build` first; `npm test` builds before the unit tests) and each source.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import type { ChildNode, Container } from 'postcss';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const packagesDir = join(root, 'packages');
const LAYER = 'okr';

function cssFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
}

const sources = readdirSync(packagesDir)
  .map((name) => join(packagesDir, name, 'src/styles.css'))
  .filter(existsSync);
const built = readdirSync(packagesDir).flatMap((name) => cssFiles(join(packagesDir, name, 'dist')));

function insideOurLayer(node: ChildNode): boolean {
  for (let parent: Container | undefined = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'layer' && parent.params.trim() === LAYER && parent.parent?.type === 'root') return true;
  }
  return false;
}

/** Every rule and at-rule that is neither a comment, nor our layer itself, nor inside it. */
function rulesOutsideOurLayer(css: string, from: string): string[] {
  const outside: string[] = [];
  postcss.parse(css, { from }).walk((node) => {
    // A declaration is checked through its rule.
    if (node.type === 'comment' || node.type === 'decl' || insideOurLayer(node)) return;
    if (node.type === 'atrule' && node.name === 'layer' && node.parent?.type === 'root' && node.params.trim() === LAYER) return;
    const where = node.source?.start ? `:${node.source.start.line}` : '';
    outside.push(`${node.type === 'rule' ? node.selector : `@${node.name} ${node.params}`} (${from}${where})`);
  });
  return outside;
}

describe('our CSS cascade layer', () => {
  it('finds the built stylesheets of every package that ships CSS', () => {
    const packagesWithCss = sources.map((file) => file.split('/').at(-3));
    for (const name of packagesWithCss) expect(built.some((file) => file.includes(`/${name}/dist/`)), `${name}/dist has no CSS: build first`).toBe(true);
  });

  it.each([...sources, ...built].map((file) => [file.slice(root.length + 1), file]))('%s has every rule inside @layer okr', (_, file) => {
    expect(rulesOutsideOurLayer(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it('fails a stylesheet with one rule outside the layer, or a layer of another name', () => {
    expect(rulesOutsideOurLayer('@layer okr { .okr-root .a { color: red } }', 'ok.css')).toEqual([]);
    expect(rulesOutsideOurLayer('@layer okr { @layer reset { .a { all: revert } } @media print { .b { x: y } } }', 'ok.css')).toEqual([]);
    expect(rulesOutsideOurLayer('@layer okr { .a { color: red } }\n.b { color: blue }', 'bad.css')).toEqual(['.b (bad.css:2)']);
    expect(rulesOutsideOurLayer('@layer other { .a { color: red } }', 'bad.css')).toHaveLength(2);
    expect(rulesOutsideOurLayer('@media print { @layer okr { .a { color: red } } }', 'bad.css')).toHaveLength(3);
  });
});
