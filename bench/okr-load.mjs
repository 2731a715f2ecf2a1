// Load of the OKR API (issue 8's budgets), server and load generator in separate processes pinned
// to separate cores (taskset, when there are two or more):
// - `GET /api/objectives` (first page, limit 100) in an organization of 1,000 objectives, paced at
//   200 requests/s for 30 s (lib/paced.mjs: each response's latency from its due send time): p99
//   under 50 ms.
// - authenticated `GET /api/objectives/{id}` over every one of the 1,000 objectives in turn (not
//   one answer read again) against a bare Fastify route, both at 10 connections in the same run:
//   at least 15 % of the bare route's requests/s; and the same reads paced at 500 requests/s.
// Needs the built server (`node scripts/run-pnpm.mjs --filter @okr/api build`).
// `node bench/okr-load.mjs` prints JSON; `bench/run.mjs` calls `measureOkrLoad` and writes BENCHMARKS.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fetchJson } from './lib/fetchJson.mjs';
import { paced } from './lib/paced.mjs';
import { freePort, root } from './lib/server.mjs';

export const OKR_BUDGETS = { listP99Ms: 50, listRate: 200, listSeconds: 30, detailRatio: 0.15, detailRate: 500, objectives: 1000 };

const twoCores = availableParallelism() >= 2;
/** Server on core 1, this process (the load generator) on core 0 while it measures (pinSelf). */
const pinned = (command, args) => (twoCores ? ['taskset', ['-c', '1', command, ...args]] : [command, args]);

/**
 * Pins every thread of this process to `cpus` and answers the function that gives them back their
 * affinity. Only for the measure's length: `npm run bench` runs every section in one process, and
 * a process pinned at import (as this module once did) kept the later sections, and every process
 * they start, on one core (the scale section's two API servers and generator: half their speed).
 */
function pinSelf(cpus) {
  const pid = String(process.pid);
  try {
    const before = execFileSync('taskset', ['-cp', pid]).toString().split(':').pop().trim();
    execFileSync('taskset', ['-acp', cpus, pid], { stdio: 'ignore' });
    return () => execFileSync('taskset', ['-acp', before, pid], { stdio: 'ignore' });
  } catch {
    return () => {}; // taskset missing: unpinned
  }
}

async function waitFor(url) {
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never answered`);
}

/** The API on a free port; `dataDir` again after `stop()` starts it on the same data (PGlite). */
async function startApi(databaseUrl, dataDir = mkdtempSync(join(tmpdir(), 'okr-bench-okr-'))) {
  const port = await freePort();
  const [command, args] = pinned(process.execPath, ['apps/api/dist/main.js']);
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OKR_DATA_DIR: dataDir,
      OKR_DEMO: '0',
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT: '1000',
    },
  });
  const exited = new Promise((done) => child.once('exit', done));
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(`${base}/health`);
  return { base, dataDir, stop: async () => (child.kill(), await exited) };
}

async function startBare() {
  const port = await freePort();
  const [command, args] = pinned(process.execPath, ['bench/bare-server.mjs', String(port)]);
  const child = spawn(command, args, { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitFor(url);
  return { url, stop: () => child.kill() };
}

/** A new user whose own organization holds `count` objectives (one with three key results). */
async function organizationOf(base, count) {
  const email = `bench-${Date.now()}@bench.okr`;
  const { accessToken, organization } = await fetchJson(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', firstName: 'Bench', lastName: 'Mark' }),
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'x-organization-id': organization.id };
  const axes = ['Regional Expansion', 'Retention', 'Automation', 'Digital Transformation', 'Customer Experience'];
  let next = 0;
  let last;
  const objectiveIds = [];
  async function worker() {
    while (next < count) {
      const n = (next += 1);
      last = await fetchJson(`${base}/objectives`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Objective ${n}: grow the thing that matters`,
          description: 'A realistic description of a realistic objective, long enough to weigh something.',
          type: n % 3 ? 'Tactical' : 'Strategic',
          strategicAxis: axes[n % axes.length],
          startDate: '2026-01-01',
          endDate: '2026-03-31',
        }),
      });
      objectiveIds.push(last.id);
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  let keyResultId;
  for (const metricType of ['Numeric', 'Percentage', 'Binary']) {
    const keyResult = await fetchJson(`${base}/objectives/${last.id}/key-results`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: `${metricType} key result`, metricType, ...(metricType === 'Numeric' && { targetValue: 40 }) }),
    });
    keyResultId ??= keyResult.id;
  }
  /** Check-in n, through the API at `origin` (the server started again). */
  const checkIn = (n, origin) =>
    fetchJson(`${origin}/key-results/${keyResultId}/check-ins`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ value: n % 40, confidence: 7, note: `Check-in ${n}` }),
    });
  return { headers: { authorization: headers.authorization, 'x-organization-id': organization.id }, objectiveIds, checkIn };
}

function cannon(options) {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

const summary = (result) => ({
  requests: result.requests.total,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx + result.errors + result.timeouts,
});

/** The load runs, this process on core 0 and the servers on core 1 while they last (two cores). */
export async function measureOkrLoad(options) {
  const unpin = twoCores ? pinSelf('0') : () => {};
  try {
    return await measurePinned(options);
  } finally {
    unpin();
  }
}

async function measurePinned({ databaseUrl = null, seconds = OKR_BUDGETS.listSeconds } = {}) {
  const loadAverage = loadavg().map((n) => n.toFixed(1)).join(', ');
  let api = await startApi(databaseUrl);
  const bare = await startBare();
  try {
    const seeded = await organizationOf(api.base, OKR_BUDGETS.objectives);
    // Started again on the seeded data: the server's ANALYZE at start (apps/api/src/db/scheduleAnalyze.ts)
    // gives PGlite's planner the seeded rows' statistics, and none runs during the measured load.
    await api.stop();
    api = await startApi(databaseUrl, api.dataDir);
    const { headers, objectiveIds } = seeded;
    const checkIn = (n) => seeded.checkIn(n, api.base);
    const list = `${api.base}/objectives`;
    const listTarget = () => ({ url: list, headers });
    // Every objective in turn: the detail cache must hold them all, not one answer read again.
    const detailPath = (i) => `/api/objectives/${objectiveIds[i % objectiveIds.length]}`;
    const detailTarget = (i) => ({ url: `${api.base.slice(0, -'/api'.length)}${detailPath(i)}`, headers });
    let turn = 0;
    const detailRequests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: detailPath((turn += 1)) }) }];
    await cannon({ url: list, headers, connections: 10, duration: 3 }); // warm-up
    const listRun = await paced({ rate: OKR_BUDGETS.listRate, seconds, target: listTarget });
    // The same list load while a teammate checks in every 100 ms: each check-in rewrites the objective
    // and empties the list cache, so most pages are read from the database again. No budget: it shows
    // what a read costs when the caches cannot help.
    let writing = true;
    let checkIns = 0;
    const writer = (async () => {
      while (writing) {
        await checkIn((checkIns += 1));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const busyRun = await paced({ rate: OKR_BUDGETS.listRate, seconds: Math.min(seconds, 10), target: listTarget });
    writing = false;
    await writer;
    await cannon({ url: api.base, headers, requests: detailRequests, connections: 10, duration: 3 });
    await cannon({ url: bare.url, connections: 10, duration: 3 });
    const detailRun = summary(await cannon({ url: api.base, headers, requests: detailRequests, connections: 10, duration: 10 }));
    const detailPaced = await paced({ rate: OKR_BUDGETS.detailRate, seconds: 10, target: detailTarget });
    const bareRun = summary(await cannon({ url: bare.url, connections: 10, duration: 10 }));
    const ratio = detailRun.perSecond / bareRun.perSecond;
    const failures = [];
    if (listRun.p99 >= OKR_BUDGETS.listP99Ms) failures.push(`GET /api/objectives p99 ${listRun.p99} ms ≥ ${OKR_BUDGETS.listP99Ms} ms`);
    if (listRun.non2xx > 0) failures.push(`GET /api/objectives: ${listRun.non2xx} failed requests`);
    if (detailRun.non2xx > 0 || detailPaced.non2xx > 0) failures.push(`GET /api/objectives/{id}: ${detailRun.non2xx + detailPaced.non2xx} failed requests`);
    if (ratio < OKR_BUDGETS.detailRatio) {
      failures.push(`GET /api/objectives/{id} at ${(ratio * 100).toFixed(1)} % of the bare route (< ${OKR_BUDGETS.detailRatio * 100} %)`);
    }
    return { database: databaseUrl ? 'PostgreSQL' : 'PGlite', pinned: twoCores, loadAverage, listSeconds: seconds, list: listRun, busy: { ...busyRun, checkIns }, detail: detailRun, detailPaced, bare: bareRun, ratio, failures };
  } finally {
    await api.stop();
    rmSync(api.dataDir, { recursive: true, force: true });
    bare.stop();
  }
}

/** The BENCHMARKS.md section of one run. */
export function okrLoadSection(result) {
  const row = (name, r) => `| ${name} | ${r.p50} ms | ${r.p99} ms | ${r.perSecond.toFixed(0)} | ${r.requests} | ${r.non2xx} |`;
  const late = (r) => (r.lateSends ? ` (${r.lateSends} sent over 5 ms late by the generator)` : '');
  const verdict = (ok) => (ok ? 'pass' : '**fail**');
  return [
    `## OKR API load (${result.database}, issue 8's budgets)`,
    '',
    `Measured by \`node bench/okr-load.mjs\` (also part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: the built server`,
    `(\`apps/api/dist/main.js\`) and a bare Fastify route (\`bench/bare-server.mjs\`) each in their own process${result.pinned ? ' pinned to core 1, the load generators on core 0' : ', unpinned (one core)'};`,
    `an organization of ${OKR_BUDGETS.objectives} objectives created through the API first. Load average when it started: ${result.loadAverage}.`,
    'The list pages, the objective detail and the guard\'s answer are kept by per-process read caches',
    '(`apps/api/src/db/ReadCache.ts`) until a write in that organization to a table they read; the detail rows',
    'read every objective in turn. Paced rows: one request every 1/rate s whatever the earlier ones did, each',
    'latency from its due send time (`bench/lib/paced.mjs`; autocannon\'s rate mode sends bursts and adds',
    'made-up samples). The guard still runs on every request (from its cache).',
    ...(result.database === 'PGlite'
      ? ['The first read after a write queries the database (about 1.5 ms of PGlite per statement).']
      : [
          'On PostgreSQL another process\'s write is counted when its commit\'s notification arrives (LISTEN',
          'okr_writes), and statements are prepared once per connection.',
        ]),
    '',
    '| call | p50 | p99 | req/s | requests | failed |',
    '|---|---|---|---|---|---|',
    row(`GET /api/objectives (first page of 100), paced at ${OKR_BUDGETS.listRate} req/s for ${result.listSeconds} s${late(result.list)}`, result.list),
    row(`the same list load for ${Math.min(result.listSeconds, 10)} s while a check-in is written every 100 ms (${result.busy.checkIns} check-ins; no budget)${late(result.busy)}`, result.busy),
    row(`GET /api/objectives/{id} (authenticated) over all ${OKR_BUDGETS.objectives} objectives in turn, 10 connections, 10 s`, result.detail),
    row(`the same reads paced at ${OKR_BUDGETS.detailRate} req/s for 10 s (no budget)${late(result.detailPaced)}`, result.detailPaced),
    row('bare Fastify route, 10 connections, 10 s', result.bare),
    '',
    '| budget | measured | result |',
    '|---|---|---|',
    `| list p99 < ${OKR_BUDGETS.listP99Ms} ms at ${OKR_BUDGETS.listRate} req/s | ${result.list.p99} ms | ${verdict(result.list.p99 < OKR_BUDGETS.listP99Ms && result.list.non2xx === 0)} |`,
    `| detail ≥ ${OKR_BUDGETS.detailRatio * 100} % of the bare route | ${(result.ratio * 100).toFixed(1)} % | ${verdict(result.ratio >= OKR_BUDGETS.detailRatio)} |`,
    '',
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureOkrLoad({ databaseUrl: process.env.BENCH_DATABASE_URL || null });
  console.log(JSON.stringify(result, null, 2));
  if (process.argv.includes('--markdown')) console.log(okrLoadSection(result).join('\n'));
  if (result.failures.length) process.exitCode = 1;
}
