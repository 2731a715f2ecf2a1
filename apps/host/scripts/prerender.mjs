// Writes every public page, in English and Spanish, as static HTML into dist/ after `vite build`:
// the pages paint from HTML and a small inlined stylesheet, and only their interactive parts
// hydrate (the script of public.html). The app's shell moves to dist/app.html, which the API
// serves for every other route. The landing package is loaded through vite (its sources, JSON and
// JSX as in the build); React and react-dom/server are Node's own. Run after `vite build`.
import process from 'node:process';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, defaultServerConditions } from 'vite';

// React's production server renderer (the development one adds nothing to static HTML).
process.env.NODE_ENV ??= 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const year = new Date().getUTCFullYear();

const vite = await createServer({
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
});
/** @type {typeof import('@okr/landing')} */
const { LANGS, PublicPage, pageMeta, prerenderPaths } = await vite.ssrLoadModule('@okr/landing');

/** The asset tags vite wrote into dist/public.html, with the stylesheet inlined. */
function publicHead() {
  const html = readFileSync(join(dist, 'public.html'), 'utf8');
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const tags = head.match(/<(script|link)\b[^>]*>(<\/script>)?/g) ?? [];
  return tags
    .map((tag) => {
      const css = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(tag)?.[1];
      return css ? `<style>${readFileSync(join(dist, css), 'utf8')}</style>` : tag;
    })
    .join('\n    ');
}

/** @param {string} text */
const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** @param {string} path @param {'en' | 'es'} lang @param {string} head */
function page(path, lang, head) {
  const meta = pageMeta(path, lang);
  const body = renderToString(createElement(PublicPage, { path, lang, year, apiBaseUrl: '/api' }));
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escape(meta.title)}</title>
    <meta name="description" content="${escape(meta.description)}" />
    <meta name="theme-color" content="#4338ca" />
    <link rel="icon" href="data:," />
    <style>body{margin:0}</style>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/** `/` → index.html, `/about` → about/index.html; Spanish beside it as index.es.html. */
/** @param {string} path @param {'en' | 'es'} lang */
function fileOf(path, lang) {
  const dir = path === '/' ? '' : path.slice(1);
  return join(dir, lang === 'en' ? 'index.html' : `index.${lang}.html`);
}

const head = publicHead();
// Everything rendered before anything moves, so a failure leaves vite's output as it was.
const rendered = prerenderPaths().map((path) => ({
  path,
  html: Object.fromEntries(LANGS.map((lang) => [lang, page(path, lang, head)])),
}));
renameSync(join(dist, 'index.html'), join(dist, 'app.html'));
const pages = rendered.map(({ path, html }) => {
  const files = Object.fromEntries(LANGS.map((lang) => [lang, fileOf(path, lang)]));
  for (const lang of LANGS) {
    const target = join(dist, files[lang]);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html[lang]);
  }
  return { path, files };
});
rmSync(join(dist, 'public.html'));
// Read by the API: which paths have a prerendered page, and its file per language.
writeFileSync(join(dist, 'public-pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);

/**
 * Every text file of the build also as .gz and .br beside it, served by the API's static plugin
 * (`preCompressed`) to browsers that accept them: no compression work per request.
 */
function compressAll(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) compressAll(file);
    else if (/\.(html|js|css|json|svg|txt|map)$/.test(name) && statSync(file).size >= 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
compressAll(dist);

await vite.close();
console.log(`prerendered ${pages.length} public pages in ${LANGS.length} languages`);
