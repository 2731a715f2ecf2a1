// Local ESLint rule for the boundaries that depend on WHERE a relative import lands, which
// `no-restricted-imports` (it only sees the specifier) cannot express. Rules of architecture.md:
// - a relative import never leaves its package or app (use the other package's public entry);
// - inside a package, features (`src/<feature>/`) don't import each other; files at `src/` root
//   (index.ts, routes.tsx, pages) and the public entries (`src/entries/*.ts`) compose them, and the
//   shared folders below serve every feature;
// - a package never imports its own barrel (`src/index.ts`) or an enclosing folder's `index`.
import fs from 'node:fs';
import path from 'node:path';

/** Folders of `src/` that hold shared helpers any feature may import (and that import no feature). */
export const sharedFolders = ['lib', 'shared', 'testing', 'test-utils', 'locales', 'styles'];

/** Folders of `src/` that compose features like the files at its root: the package's public entries. */
export const composerFolders = ['entries'];

const unitPattern = /^(.*?[\\/](?:packages|apps)[\\/][^\\/]+)(?:[\\/]|$)/;
const sourceExtensions = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

function stripExtension(file) {
  const ext = path.extname(file);
  return sourceExtensions.includes(ext) ? file.slice(0, -ext.length) : file;
}

/** The folder an import means when it names a folder or its `index` file. */
function barrelFolder(target) {
  const bare = stripExtension(target);
  if (path.basename(bare) === 'index') return path.dirname(bare);
  try {
    return fs.statSync(target).isDirectory() ? target : null;
  } catch {
    return null;
  }
}

function isInside(child, parent) {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Package, feature and barrel boundaries of architecture.md' },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'boolean' },
          shared: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      escapesPackage:
        "'{{source}}' reaches outside this package or app; import the other package through its public entry point.",
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'; compose them at src/ root or move shared code to src/lib/.",
      ownBarrel: "Don't import your own barrel ('{{source}}'); import the sibling module by its path.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const checkFeatures = options.features ?? true;
    const shared = new Set([...sharedFolders, ...(options.shared ?? [])]);
    const filename = context.filename;
    const unit = unitPattern.exec(filename)?.[1];
    if (!unit) return {};
    const src = path.join(unit, 'src');
    const featureOf = (file) => {
      if (!isInside(file, src)) return null;
      const parts = path.relative(src, file).split(path.sep);
      return parts.length > 1 && !composerFolders.includes(parts[0]) ? parts[0] : null;
    };
    const fromFeature = featureOf(filename);

    function check(node) {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      if (!isInside(target, unit)) {
        context.report({ node, messageId: 'escapesPackage', data: { source } });
        return;
      }
      const folder = barrelFolder(target);
      if (folder && isInside(folder, src) && isInside(filename, folder)) {
        context.report({ node, messageId: 'ownBarrel', data: { source } });
        return;
      }
      const toFeature = featureOf(target);
      if (checkFeatures && fromFeature && toFeature && toFeature !== fromFeature && !shared.has(toFeature)) {
        context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const okrPlugin = { meta: { name: 'okr' }, rules: { boundaries } };
