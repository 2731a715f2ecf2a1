// Issue 22 at scale on PostgreSQL: synthetic data loaded with SQL (lib/scaleData.mjs), two API
// processes (`apps/api/dist/main.js`) on the same database, a paced generator (lib/paced.mjs) that
// sends each request at its due time over both and records every response's own latency.
//   BENCH_DATABASE_URL (or DATABASE_URL)=postgres://postgres@127.0.0.1:5432/postgres  a superuser
//     on a server where the benchmark may create (and, with another size, drop) `okr_scale_<size>`.
//   BENCH_SCALE=small (default: 300 organizations, about two minutes) | full (issue 22's size).
//   BENCH_SCALE_FRESH=1 reloads the data; else a database left by the same generator is reused.
//   BENCH_SCALE_SECONDS, BENCH_SCALE_RATE (500), BENCH_SCALE_SIGN_INS: the mixed run's length, rate, users.
//   BENCH_SCALE_PHASES=mixed,big,throughput: only these (to look into one; the budgets of the others fail).
//   BENCH_PROF=1: the API processes write V8 CPU profiles to /tmp/prof (node --cpu-prof);
//   BENCH_PACED_TRACE=file: each paced run writes every request's latency and kind there (lib/paced.mjs).
// `node bench/scale.mjs` prints JSON (`--markdown` the BENCHMARKS.md section);
// `npm run bench -- --only=scale` writes the section.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fetchJson } from './lib/fetchJson.mjs';
import { freePort, root } from './lib/server.mjs';
import { paced } from './lib/paced.mjs';
import { closedLoop } from './lib/closedLoop.mjs';
import { backendPids, cpuSeconds, cpuSince } from './lib/cpuTime.mjs';
import { SCALE_SIZES, TEMPLATE_PASSWORD, countRows, databaseTag, emailOf, ids, loadScaleData, objectivesOf, tagOf } from './lib/scaleData.mjs';

export const SCALE_BUDGETS = { mixedRate: 500, mixedP99Ms: 50, listRatio: 0.2, detailRatio: 0.15, dashboardRatio: 0.1, bigDashboardRate: 100, bigDashboardP95Ms: 50 };

/** The PostgreSQL server the benchmark may use, or null (the benchmark is skipped). */
export const scaleServerUrl = () => process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null;

const uptime = () => loadavg().map((n) => n.toFixed(2)).join(', ');
const log = (line) => console.error(line);

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A seeded generator: the same request mix every run. */
function random(seed) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function startApi(databaseUrl, scratch, name) {
  const port = await freePort();
  const logFile = openSync(join(scratch, `${name}.log`), 'a');
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', logFile, logFile],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OKR_DATA_DIR: join(scratch, `${name}-unused`),
      OKR_DEMO: '0',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT: '1000',
    },
  });
  closeSync(logFile);
  const base = `http://127.0.0.1:${port}/api`;
  // Up to 20 minutes: a new migration may rewrite millions of rows of a database from an earlier run.
  for (let i = 0; i < 4_800; i += 1) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) {
        const exited = new Promise((done) => child.once('exit', done));
        return { base, pid: child.pid, stop: async () => (child.kill(), await exited) };
      }
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`the API server did not start (log: ${join(scratch, `${name}.log`)})`);
}

async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, ['bench/bare-server.mjs', String(port)], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/bare`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill() };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the bare server did not start');
}

/** The scale database for `sizeName`, created and filled unless one from the same generator is there. */
async function prepareDatabase(serverUrl, sizeName, size, scratch) {
  const database = `okr_scale_${sizeName}`;
  const url = withDatabase(serverUrl, database);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (process.env.BENCH_SCALE_FRESH !== '1' && (await databaseTag(admin, database)) === tagOf(size)) {
      log(`reusing ${database} (BENCH_SCALE_FRESH=1 reloads it)`);
      return { url, loadedSeconds: null };
    }
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const began = Date.now();
  // The API migrates the empty database and registers the template owner (the one password hash).
  const api = await startApi(url, scratch, 'migrate');
  try {
    await fetchJson(`${api.base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'scale-template@bench.okr', password: TEMPLATE_PASSWORD, firstName: 'Template', lastName: 'Owner' }),
    });
  } finally {
    await api.stop();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [template] = (
    await client.query("select u.id as user_id, u.current_organization_id as organization_id from users u where email = 'scale-template@bench.okr'")
  ).rows;
  await client.end();
  log(`loading ${sizeName} data into ${database}`);
  await loadScaleData(url, size, { templateUserId: template.user_id, templateOrganizationId: template.organization_id, log });
  const admin2 = new pg.Client({ connectionString: serverUrl });
  await admin2.connect();
  await admin2.query(`comment on database ${database} is '${tagOf(size).replaceAll("'", "''")}'`);
  await admin2.end();
  return { url, loadedSeconds: (Date.now() - began) / 1000 };
}

/** Signs in (n, k) users through the API, four at a time over both processes. */
async function signInAll(apis, people) {
  let next = 0;
  const signedIn = [];
  async function worker(w) {
    while (next < people.length) {
      const person = people[next];
      next += 1;
      const { accessToken } = await fetchJson(`${apis[(next + w) % apis.length].base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emailOf(person.n, person.k), password: TEMPLATE_PASSWORD }),
      });
      signedIn.push({ ...person, headers: { authorization: `Bearer ${accessToken}`, 'x-organization-id': ids.organization(person.n) } });
    }
  }
  await Promise.all([0, 1, 2, 3].map(worker));
  return signedIn.sort((a, b) => a.n - b.n || a.k - b.k);
}

export async function measureScale({ serverUrl = scaleServerUrl(), sizeName = process.env.BENCH_SCALE || 'small' } = {}) {
  const size = SCALE_SIZES[sizeName];
  if (!size) throw new Error(`BENCH_SCALE=${sizeName}: one of ${Object.keys(SCALE_SIZES).join(', ')}`);
  const full = sizeName === 'full';
  const seconds = Number(process.env.BENCH_SCALE_SECONDS || (full ? 60 : 20));
  const rate = Number(process.env.BENCH_SCALE_RATE || SCALE_BUDGETS.mixedRate);
  const signIns = Math.min(size.organizations - 1, Number(process.env.BENCH_SCALE_SIGN_INS || (full ? 1000 : 300)));
  const scratch = mkdtempSync(join(tmpdir(), 'okr-bench-scale-'));
  const load = { start: uptime() };
  const { url, loadedSeconds } = await prepareDatabase(serverUrl, sizeName, size, scratch);
  const rows = await countRows(url);
  const apis = [await startApi(url, scratch, 'api-a'), await startApi(url, scratch, 'api-b')];
  const bare = await startBare();
  try {
    // One owner in each of `signIns` ordinary organizations, every user of the big one.
    const people = [
      ...Array.from({ length: signIns }, (_, i) => ({ n: i + 2, k: 1 })),
      ...Array.from({ length: size.usersPerOrganization }, (_, k) => ({ n: 1, k: k + 1 })),
    ];
    log(`signing in ${people.length} users`);
    const users = await signInAll(apis, people);
    const ordinary = users.filter((u) => u.n !== 1);
    const big = users.filter((u) => u.n === 1);
    // Objectives read in turn: enough per organization for 2,000+ distinct ones across them all.
    const perOrganization = Math.max(5, Math.ceil(2500 / ordinary.length));
    const objectiveCount = (n) => Math.min(perOrganization, objectivesOf(size, n));
    const distinctObjectives = ordinary.length * objectiveCount(2);
    const origin = (i) => apis[i % apis.length].base;
    const pick = (list, r) => list[Math.floor(r * list.length) % list.length];

    const checkIn = (i, user, r) => {
      const j = 1 + Math.floor(r() * objectivesOf(size, user.n));
      const k = 1 + Math.floor(r() * size.keyResultsPerObjective);
      return {
        kind: 'check-in',
        method: 'POST',
        url: `${origin(i)}/key-results/${ids.keyResult(user.n, j, k)}/check-ins`,
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ value: Math.floor(r() * 101), confidence: Math.floor(r() * 11), note: `Scale check-in ${i}` }),
      };
    };
    // 90 % reads (list 35 %, detail 35 %, dashboard 20 %), 10 % check-ins, over many organizations.
    const mixed = (i) => {
      const r = random(i + 1);
      const kind = r();
      const user = pick(ordinary, r());
      if (kind < 0.1) return checkIn(i, user, r);
      const { headers } = user;
      if (kind < 0.45) return { kind: 'list', url: `${origin(i)}/objectives`, headers };
      if (kind < 0.8) return { kind: 'detail', url: `${origin(i)}/objectives/${ids.objective(user.n, 1 + Math.floor(r() * objectiveCount(user.n)))}`, headers };
      return { kind: 'dashboard', url: `${origin(i)}/dashboard`, headers };
    };
    // CPU seconds the two API processes and PostgreSQL's backends (when on this machine) spent in a run.
    const measured = async (run) => {
      const apiPids = apis.map((api) => api.pid);
      const pgBefore = cpuSeconds(await backendPids(url));
      const apiBefore = cpuSeconds(apiPids);
      const began = Date.now();
      const result = await run();
      const wall = (Date.now() - began) / 1000;
      return { ...result, cpu: { wall, api: cpuSince(apiBefore, apiPids), postgres: cpuSince(pgBefore, await backendPids(url)) } };
    };
    const phases = new Set((process.env.BENCH_SCALE_PHASES || 'mixed,big,throughput').split(','));
    const none = { requests: 0, perSecond: 0, p50: 0, p95: 0, p99: Infinity, max: 0, non2xx: 0, kinds: { dashboard: { p95: Infinity } }, statuses: {}, cpu: {} };
    // Warm-up: each signed-in user's first reads (its list, its dashboard, each of its objectives read
    // later), users interleaved, paced below the run's rate. A running service has met its users
    // before; this first meeting is reported on its own (cold caches, cold pages), not in the run's budget.
    const firstReads = ['list', 'dashboard', ...Array.from({ length: perOrganization }, (_, j) => j + 1)];
    const warm = (i) => {
      const user = ordinary[i % ordinary.length];
      const what = firstReads[Math.floor(i / ordinary.length)];
      const { headers } = user;
      if (what === 'list') return { kind: 'list', url: `${origin(i)}/objectives`, headers };
      if (what === 'dashboard') return { kind: 'dashboard', url: `${origin(i)}/dashboard`, headers };
      return { kind: 'detail', url: `${origin(i)}/objectives/${ids.objective(user.n, Math.min(what, objectiveCount(user.n)))}`, headers };
    };
    const warmRate = 250;
    log('warm-up');
    const warmUp = await paced({ rate: warmRate, seconds: (ordinary.length * firstReads.length) / warmRate, target: warm });
    load.mixed = uptime();
    log(`mixed: ${rate} req/s for ${seconds} s`);
    const mixedRun = phases.has('mixed') ? await measured(() => paced({ rate, seconds, target: mixed, connections: 128 })) : none;

    // The big organization's dashboard at 100 req/s, its users in turn, with a check-in there every 200 ms.
    const bigDashboard = (i) => {
      const r = random(1_000_000 + i);
      const user = pick(big, r());
      if (i % 20 === 19) return checkIn(i, user, r);
      return { kind: 'dashboard', url: `${origin(i)}/dashboard`, headers: user.headers };
    };
    load.bigDashboard = uptime();
    log('big organization dashboard');
    const bigRun = !phases.has('big') ? none : await measured(() => paced({ rate: SCALE_BUDGETS.bigDashboardRate, seconds: Math.max(10, Math.round(seconds / 2)), target: bigDashboard }));

    // Throughput against one API process, 10 connections, each key in turn, and a bare route in the same run.
    const one = apis[0].base.slice(0, -'/api'.length);
    const cases = {
      list: (t) => ({ path: '/api/objectives', headers: ordinary[t % ordinary.length].headers }),
      detail: (t) => {
        const user = ordinary[t % ordinary.length];
        return { path: `/api/objectives/${ids.objective(user.n, 1 + (Math.floor(t / ordinary.length) % objectiveCount(user.n)))}`, headers: user.headers };
      },
      dashboard: (t) => ({ path: '/api/dashboard', headers: ordinary[t % ordinary.length].headers }),
    };
    load.throughput = uptime();
    log('throughput');
    const skipped = { perSecond: 0, p50: 0, p99: 0, requests: 0, non2xx: 0 };
    const loop = (options) => (phases.has('throughput') ? closedLoop(options) : skipped);
    const throughput = { bare: await loop({ url: bare.url, seconds: 10 }) };
    for (const [name, next] of Object.entries(cases)) throughput[name] = await loop({ url: one, next, seconds: 10 });
    throughput.bareAgain = await loop({ url: bare.url, seconds: 10 });
    const barePerSecond = (throughput.bare.perSecond + throughput.bareAgain.perSecond) / 2;
    const ratios = Object.fromEntries(Object.keys(cases).map((name) => [name, throughput[name].perSecond / barePerSecond]));

    const failures = [];
    const b = SCALE_BUDGETS;
    if (mixedRun.p99 >= b.mixedP99Ms) failures.push(`scale: mixed p99 ${mixedRun.p99} ms ≥ ${b.mixedP99Ms} ms at ${rate} req/s`);
    if (bigRun.kinds.dashboard.p95 >= b.bigDashboardP95Ms) failures.push(`scale: big organization dashboard p95 ${bigRun.kinds.dashboard.p95} ms ≥ ${b.bigDashboardP95Ms} ms`);
    if (ratios.list < b.listRatio) failures.push(`scale: list at ${(ratios.list * 100).toFixed(1)} % of the bare route (< ${b.listRatio * 100} %)`);
    if (ratios.detail < b.detailRatio) failures.push(`scale: detail at ${(ratios.detail * 100).toFixed(1)} % of the bare route (< ${b.detailRatio * 100} %)`);
    if (ratios.dashboard < b.dashboardRatio) failures.push(`scale: dashboard at ${(ratios.dashboard * 100).toFixed(1)} % of the bare route (< ${b.dashboardRatio * 100} %)`);
    const errors = mixedRun.non2xx + bigRun.non2xx + Object.values(throughput).reduce((sum, t) => sum + t.non2xx, 0);
    if (errors > 0) failures.push(`scale: ${errors} failed requests (${JSON.stringify({ ...mixedRun.statuses, ...bigRun.statuses })})`);
    if (rate < b.mixedRate) failures.push(`scale: run at ${rate} req/s, below the budget's ${b.mixedRate}`);
    load.end = uptime();
    return { sizeName, size, rows, loadedSeconds, warmUp, warmRate, users: users.length, organizations: new Set(users.map((u) => u.n)).size, distinctObjectives, rate, seconds, mixed: mixedRun, big: bigRun, throughput, ratios, load, failures };
  } finally {
    bare.stop();
    await Promise.all(apis.map((api) => api.stop()));
    rmSync(scratch, { recursive: true, force: true });
  }
}


if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverUrl = scaleServerUrl();
  if (!serverUrl) {
    console.error('scale: skipped, no PostgreSQL (set BENCH_DATABASE_URL=postgres://user@host:port/db, a superuser)');
  } else {
    const result = await measureScale({ serverUrl });
    console.log(JSON.stringify(result, null, 2));
    if (process.argv.includes('--markdown')) console.log((await import('./lib/scaleSection.mjs')).scaleSection(result).join('\n'));
    if (result.failures.length) process.exitCode = 1;
  }
}
