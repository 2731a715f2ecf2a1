// Objectives list render benchmark: the ObjectivesTable of @okr/goals (built `dist`, production
// React with the profiling build) with 1,000 objectives, mounted 5 times in Chromium (playwright-core,
// /usr/bin/chromium); the median time to a laid-out DOM must stay under 150 ms. Then one objective
// changes (a check-in): only its row may change in the DOM, and the update's render time is
// reported beside the mount's (memoized rows: the rest are not rendered again).
//
// Run: `npm run build` (the UI packages), then `node bench/render-objectives.mjs`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

const benchDir = resolve(fileURLToPath(import.meta.url), '..');
const root = resolve(benchDir, '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');

export const RENDER_BUDGET_MS = 150;
const COUNT = 1000;
const RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureObjectivesRender() {
  if (!existsSync(join(root, 'packages/okr-goals/dist'))) throw new Error('packages/okr-goals/dist is missing: run `npm run build` first.');
  const result = await build({
    entryPoints: [join(benchDir, 'render/objectivesPage.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: join(benchDir, '.render-out'),
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-dom/client': 'react-dom/profiling' },
    nodePaths: [join(root, 'packages/okr-goals/node_modules'), join(root, 'node_modules')],
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const css = result.outputFiles.filter((f) => f.path.endsWith('.css')).map((f) => f.text).join('\n');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body><div id="root"></div></body></html>`);
    await page.addScriptTag({ content: js, type: 'module' });
    await page.waitForFunction(() => Boolean(window.bench));
    // One warm-up mount (JIT, fonts), not counted.
    await page.evaluate((n) => { window.bench.render(n); window.bench.unmount(); }, COUNT);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await page.evaluate((n) => { const ms = window.bench.render(n); window.bench.unmount(); return ms; }, COUNT));
    }
    await page.evaluate((n) => window.bench.render(n), COUNT);
    const checkIn = await page.evaluate(() => window.bench.checkIn(25));
    return { count: COUNT, runs, median: median(runs), checkIn };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await measureObjectivesRender();
  const rows = r.checkIn.mutatedRows;
  console.log(`objectives list, ${r.count} objectives: median ${r.median.toFixed(1)} ms (runs ${r.runs.map((v) => v.toFixed(1)).join(', ')}), budget ${RENDER_BUDGET_MS} ms`);
  console.log(`check-in on one objective: DOM changed in rows [${rows.join(', ')}]; render ${r.checkIn.updateDuration.toFixed(2)} ms vs mount ${r.checkIn.mountDuration.toFixed(2)} ms`);
  const ok = r.median < RENDER_BUDGET_MS && rows.length === 1 && rows[0] === 'objective-25';
  if (!ok) {
    console.error('FAILED: over budget, or the check-in changed more than its own row');
    process.exit(1);
  }
}
