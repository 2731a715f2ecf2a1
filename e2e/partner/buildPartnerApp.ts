import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type postcssOfPartner from 'postcss';
import type { AcceptedPlugin } from 'postcss';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const appSources = resolve(root, 'e2e/partner/app');

/** What the partner installs besides our tarballs: our declared peers, at the versions we test. */
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const peers = ['react', 'react-dom', '@radix-ui/themes', '@tanstack/react-query', 'zustand', 'axios'];
/** The Tailwind v4 page's own build tools, the real packages at the versions we pin. */
const tailwindTools = ['tailwindcss', '@tailwindcss/postcss', 'postcss'];
/** The partner's type checker: its code is checked against the types in our tarballs, strictly. */
const typeTools = ['typescript', '@types/react', '@types/react-dom'];

const ourPackages = ['okr-contract', 'okr-core', 'okr-auth', 'okr-settings', 'okr-goals'];

function pageHtml(apiBaseUrl: string, hostile: boolean): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner Portal${hostile ? '' : ' (plain)'}</title>
    <!-- The portal's globals in a layer below ours (docs/embedding.md, "Cascade layer"): an unlayered
         rule would beat every layered one, our reset included. -->
    <style>@layer portal, okr;</style>
    <link rel="stylesheet" href="/app.css" />
    ${hostile ? "<style>@import url('/hostile.css') layer(portal);</style>" : ''}
    <script>
      window.OKR_API = ${JSON.stringify(apiBaseUrl)};
      // The portal keeps its own tokens under the most common names.
      localStorage.setItem('accessToken', 'partner-own-token');
      localStorage.setItem('refreshToken', 'partner-own-refresh');
    </script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/app.js"></script>
  </body>
</html>
`;
}

/**
 * A partner's portal built as a partner would: our packages packed exactly as published
 * (`pnpm pack`), installed with npm with their peers into a folder outside the workspace, and
 * bundled with esbuild. Returns the folder to serve: `/` is the portal with its hostile CSS,
 * `/plain/` the same panels without it.
 */
export async function buildPartnerApp(apiBaseUrl: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'okr-partner-'));
  const tarballs = join(work, 'tarballs');
  const app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(join(app, 'src'), { recursive: true });

  const filters = ourPackages.flatMap((dir) => ['--filter', `./packages/${dir}`]);
  execFileSync(process.execPath, [join(root, 'scripts/run-pnpm.mjs'), '-r', ...filters, 'pack', '--pack-destination', tarballs], {
    cwd: root,
    stdio: 'pipe',
  });
  const dependencies: Record<string, string> = {};
  for (const dir of ourPackages) {
    const { name, version } = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    dependencies[name] = `file:${join(tarballs, `${dir}-${version}.tgz`)}`;
  }
  for (const peer of [...peers, ...tailwindTools, ...typeTools]) dependencies[peer] = rootManifest.devDependencies[peer] ?? 'latest';
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-portal', private: true, dependencies }, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    stdio: 'pipe',
  });

  for (const file of ['main.tsx', 'HeadlessPage.tsx', 'HeadlessMembers.tsx', 'HeadlessMatrix.tsx', 'layers.css', 'hostile.css', 'tailwindPage.tsx', 'tailwind.css']) {
    copyFileSync(join(appSources, file), join(app, 'src', file));
  }
  typecheck(app);
  const out = join(app, 'public');
  mkdirSync(join(out, 'plain'), { recursive: true });
  // A JS entry that imports CSS gets a sibling app.css with every stylesheet it imported.
  await bundlePage(app, 'src/main.tsx', join(out, 'app.js'));
  copyFileSync(join(app, 'src/hostile.css'), join(out, 'hostile.css'));
  await buildTailwindPage(app, join(out, 'tailwind'));
  writeFileSync(join(out, 'index.html'), pageHtml(apiBaseUrl, true));
  writeFileSync(join(out, 'plain', 'index.html'), pageHtml(apiBaseUrl, false));
  writeFileSync(join(out, 'tailwind', 'index.html'), tailwindPageHtml(apiBaseUrl));
  return out;
}

/**
 * The partner's `tsc --noEmit` over its pages, strict (with `noUncheckedIndexedAccess`), against
 * the declarations in our tarballs: a type our `.d.ts` files get wrong, or an export they miss,
 * fails here as it would in the partner's editor. `skipLibCheck` as the usual app templates set it.
 */
function typecheck(app: string) {
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }, null, 2));
  const tsc = createRequire(join(app, 'package.json')).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', app], { cwd: app, stdio: 'pipe' });
  } catch (error) {
    const { stdout } = error as { stdout?: Buffer };
    throw new Error(`the partner's pages do not type-check against our tarballs:\n${stdout?.toString() ?? String(error)}`);
  }
}

/** A page's script as a partner's bundler makes it: one minified ESM file, production React. */
function bundlePage(app: string, entry: string, outfile: string) {
  return build({
    absWorkingDir: app,
    entryPoints: [join(app, entry)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
    logLevel: 'error',
  });
}

function tailwindPageHtml(apiBaseUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner Portal (Tailwind)</title>
    <link rel="stylesheet" href="/tailwind/app.css" />
    <script>window.OKR_API = ${JSON.stringify(apiBaseUrl)};</script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/tailwind/app.js"></script>
  </body>
</html>
`;
}

/**
 * `/tailwind/`: the page a Tailwind v4 partner builds, with the partner's own installed
 * `tailwindcss` and `@tailwindcss/postcss` (its stylesheet `@import`s ours from the tarballs) and
 * esbuild for the script.
 */
async function buildTailwindPage(app: string, out: string) {
  mkdirSync(out, { recursive: true });
  const partnerRequire = createRequire(join(app, 'package.json'));
  const postcss = partnerRequire('postcss') as typeof postcssOfPartner;
  const tailwind = partnerRequire('@tailwindcss/postcss') as () => AcceptedPlugin;
  const from = join(app, 'src/tailwind.css');
  const result = await postcss([tailwind()]).process(readFileSync(from, 'utf8'), { from, to: join(out, 'app.css') });
  writeFileSync(join(out, 'app.css'), result.css);
  await bundlePage(app, 'src/tailwindPage.tsx', join(out, 'app.js'));
}
