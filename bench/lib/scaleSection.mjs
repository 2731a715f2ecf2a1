// The BENCHMARKS.md section of one scale run (bench/scale.mjs).
import { SCALE_BUDGETS } from '../scale.mjs';

const n = (value) => value.toLocaleString('en-US');
const verdict = (ok) => (ok ? 'pass' : '**fail**');
const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;

export function scaleSection(result) {
  const { rows, mixed, big, throughput, ratios, load, size } = result;
  const b = SCALE_BUDGETS;
  const paced = (name, r) => `| ${name} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms | ${r.requests} | ${r.non2xx ?? 0} |`;
  const kinds = (run) => Object.entries(run.kinds).map(([kind, r]) => paced(`  ${kind}`, r));
  const closed = (name, r) => `| ${name} | ${r.perSecond.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} |`;
  const cpu = (run) =>
    run.cpu?.wall
      ? `; CPU per request: API ${((run.cpu.api / run.requests) * 1000).toFixed(2)} ms, PostgreSQL ${((run.cpu.postgres / run.requests) * 1000).toFixed(2)} ms (${((run.cpu.api + run.cpu.postgres) / run.cpu.wall).toFixed(2)} cores)`
      : '';
  const late = (run) => (run.lateSends ? `; ${run.lateSends} sent over 5 ms late by the generator` : '');
  return [
    `## At scale on PostgreSQL (issue 22, size \`${result.sizeName}\`)`,
    '',
    `Measured by \`BENCH_DATABASE_URL=… BENCH_SCALE=${result.sizeName} npm run bench -- --only=scale\` on ${new Date().toISOString().slice(0, 10)}:`,
    `two API processes (\`apps/api/dist/main.js\`) on one PostgreSQL database, the load generator and`,
    'PostgreSQL on the same 2 shared cores, nothing pinned. Load average (`uptime`) at the start',
    `${load.start}; mixed run ${load.mixed}; big dashboard ${load.bigDashboard}; throughput ${load.throughput}; end ${load.end}.`,
    '',
    `Data (SQL \`generate_series\`, \`bench/lib/scaleData.mjs\`${result.loadedSeconds ? `, loaded in ${result.loadedSeconds.toFixed(0)} s` : ', reused from an earlier run'}):`,
    `${n(rows.organizations)} organizations, ${n(rows.users)} users, ${n(rows.objectives)} objectives, ${n(rows.key_results)} key results,`,
    `${n(rows.check_ins)} check-ins, ${(rows.bytes / 1024 ** 3).toFixed(2)} GB; one organization of ${n(size.bigObjectives)} objectives and`,
    `${n(size.bigObjectives * size.keyResultsPerObjective)} key results, the others ${size.objectivesPerOrganization} objectives each (plus the template organization).`,
    `${result.users} users signed in through \`POST /auth/login\` (${result.organizations} organizations); ${n(result.distinctObjectives)} distinct objectives read.`,
    '',
    'Issue 22\'s full size (10,000 organizations, 50,000 users, 1,009,900 objectives, 3,029,700 key results,',
    '908,910 check-ins, about 2 GB): `BENCH_SCALE=full` (the data loads once into `okr_scale_full` and is reused',
    'while the generator is unchanged; `BENCH_SCALE_FRESH=1` reloads it). Without `BENCH_DATABASE_URL` (or',
    '`DATABASE_URL`) the section is skipped and keeps its last figures.',
    '',
    'Paced (`bench/lib/paced.mjs`, in a process of its own): request i due at i/rate s, alternately to each process, its latency from',
    'its due time to the end of its answer (queueing included, no made-up samples). Before the mixed run, a',
    `warm-up at ${result.warmRate} req/s reads each key of the run once (each user's list and dashboard, each objective read`,
    'later), so the run measures a service that has met its users before; that first meeting (cold caches and',
    'pages, every access answer loaded) is its own row, outside the budgets. The mixed run\'s check-ins then',
    'keep changing what the caches hold.',
    '',
    '| run | p50 | p95 | p99 | max | requests | failed |',
    '|---|---|---|---|---|---|---|',
    ...(result.warmUp ? [paced(`warm-up: each key's first read at ${result.warmRate} req/s${late(result.warmUp)}`, result.warmUp)] : []),
    paced(`mixed, ${result.rate} req/s for ${result.seconds} s: 90 % reads (list 35 %, detail 35 %, dashboard 20 %), 10 % check-ins${late(mixed)}${cpu(mixed)}`, mixed),
    ...kinds(mixed),
    paced(`the big organization's dashboard at ${b.bigDashboardRate} req/s, its ${size.usersPerOrganization} users, a check-in there every 200 ms${late(big)}${cpu(big)}`, big),
    ...kinds(big),
    '',
    'Closed loop against one API process (autocannon, 10 connections, 10 s after 3 s of warm-up), every',
    'signed-in user and objective in turn, and a bare Fastify route (`bench/bare-server.mjs`) before and after:',
    '',
    '| route | req/s | p50 | p99 | failed |',
    '|---|---|---|---|---|',
    closed('bare route (before)', throughput.bare),
    closed('`GET /api/objectives` (first page), organizations in turn', throughput.list),
    closed('`GET /api/objectives/{id}`, objectives in turn', throughput.detail),
    closed('`GET /api/dashboard`, ordinary organizations in turn', throughput.dashboard),
    closed('bare route (after)', throughput.bareAgain),
    '',
    '| budget | measured | result |',
    '|---|---|---|',
    `| p99 < ${b.mixedP99Ms} ms at ${b.mixedRate} req/s, 0 errors | ${mixed.p99} ms at ${result.rate} req/s, ${mixed.non2xx} errors | ${verdict(mixed.p99 < b.mixedP99Ms && mixed.non2xx === 0 && result.rate >= b.mixedRate)} |`,
    `| big organization's dashboard p95 < ${b.bigDashboardP95Ms} ms at ${b.bigDashboardRate} req/s | ${big.kinds.dashboard.p95} ms | ${verdict(big.kinds.dashboard.p95 < b.bigDashboardP95Ms && big.non2xx === 0)} |`,
    `| list ≥ ${b.listRatio * 100} % of the bare route | ${pct(ratios.list)} | ${verdict(ratios.list >= b.listRatio)} |`,
    `| detail ≥ ${b.detailRatio * 100} % of the bare route | ${pct(ratios.detail)} | ${verdict(ratios.detail >= b.detailRatio)} |`,
    `| ordinary dashboard ≥ ${b.dashboardRatio * 100} % of the bare route | ${pct(ratios.dashboard)} | ${verdict(ratios.dashboard >= b.dashboardRatio)} |`,
    '',
  ];
}
