// `node bench/render-members.mjs`: MembersList with 10,000 members renders in Chromium in under
// 100 ms (median of 5 fresh page loads; timed from `root.render` to the committed DOM, with
// the time to the next painted frame reported beside it). Build the packages first
// (`npm run build`): the page bundles their `dist` like a partner's app. Exits non-zero past
// the budget or when the list is not virtualized (more than 100 rows in the DOM).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

const benchDir = resolve(fileURLToPath(import.meta.url), '..');
export const RENDER_BUDGET_MS = 100;
const RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureMembersRender(count = 10_000) {
  const dir = mkdtempSync(join(tmpdir(), 'okr-render-'));
  try {
    await build({
      entryPoints: [join(benchDir, 'render/membersPage.jsx')],
      bundle: true,
      minify: true,
      // A classic script: Chromium refuses module scripts from file:// pages.
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      outdir: dir,
      logLevel: 'silent',
    });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="membersPage.css"></head><body><div id="root"></div><script src="membersPage.js"></script></body></html>',
    );
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${pathToFileURL(join(dir, 'index.html')).href}?count=${count}`);
        await page.waitForFunction(() => typeof window.renderMembers === 'function');
        runs.push(await page.evaluate(() => window.renderMembers()));
        await page.close();
      }
      return {
        load: loadavg()[0],
        runs,
        rendered: median(runs.map((run) => run.rendered)),
        painted: median(runs.map((run) => run.painted)),
        rows: Math.max(...runs.map((run) => run.rows)),
        badge: runs[0]?.badge,
      };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Failures of a measurement against the budget. */
export function renderFailures(result) {
  const failures = [];
  if (result.badge !== '10000') failures.push(`MembersList did not show 10,000 members (badge: ${result.badge})`);
  if (result.rows > 100) failures.push(`MembersList is not virtualized: ${result.rows} rows in the DOM`);
  if (result.rendered > RENDER_BUDGET_MS) {
    failures.push(`budget passed: MembersList with 10,000 members rendered in ${result.rendered.toFixed(1)} ms > ${RENDER_BUDGET_MS} ms`);
  }
  return failures;
}

export function renderSection(result, baseline) {
  return [
    '## Settings panels in Chromium (render time)',
    '',
    `Produced by \`node bench/render-members.mjs\` (also run by \`npm run bench\`) after \`npm run build\`: the built`,
    'packages bundled by esbuild into one page (production React), Debian Chromium headless at 1280×900, a fresh',
    `page per run, median of ${RUNS}. The members are already in the query cache, so the time is React rendering`,
    'the panel inside an already mounted `OkrProvider` and Radix `Theme`, from the state change that shows it (in',
    '`flushSync`) to the committed DOM; "to paint" adds the next two animation frames (style, layout, paint). The',
    "page's first `Intl.DateTimeFormat` (locale data, 26-190 ms on this machine whatever the list) is paid before timing.",
    '',
    `Load average (1 min) when measured: ${result.load.toFixed(1)} on ${availableParallelism()} cores. The panel's own work does not grow with`,
    'the list (13-15 rows are in the DOM for 10 or 10,000 members); on a loaded machine the spread between runs is',
    'larger than any difference between the two rows.',
    '',
    '| case | rendered (median) | to paint (median) | rows in the DOM | budget | result |',
    '|---|---|---|---|---|---|',
    `| \`MembersList\`, 10,000 members | ${result.rendered.toFixed(1)} ms | ${result.painted.toFixed(1)} ms | ${result.rows} | ${RENDER_BUDGET_MS} ms | ${renderFailures(result).length ? '**fails**' : 'pass'} |`,
    ...(baseline
      ? [`| \`MembersList\`, 10 members *(reference: what the panel costs whatever its length)* | ${baseline.rendered.toFixed(1)} ms | ${baseline.painted.toFixed(1)} ms | ${baseline.rows} | — | — |`]
      : []),
    '',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 10_000);
  const result = await measureMembersRender(count);
  const baseline = await measureMembersRender(10);
  console.log(renderSection(result, baseline).join('\n'));
  console.log(`runs (ms): ${result.runs.map((run) => run.rendered.toFixed(1)).join(', ')}`);
  const failures = renderFailures(result);
  for (const failure of failures) console.error(`✖ ${failure}`);
  if (failures.length) process.exitCode = 1;
}
