// `npm run bench`: what a partner pays for each entry point (bundled, gzip -9, beside the WorkOS
// anchor, with budgets), API latency of the built server and the cost of a per-request log level,
// written to BENCHMARKS.md. `npm run bench -- --size`: the size part only (seconds);
// `npm run bench -- --log-level`: the log-level part only; the sections not measured are kept as
// BENCHMARKS.md has them. Build first: `npm run build`. Exits non-zero when a size or log-level
// budget is passed or a UI entry's bundle contains zod (BENCHMARKS.md is written first).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLatency } from './api-latency.mjs';
import { logLevelFailures, logLevelSection, measureLogLevel } from './log-level.mjs';
import { measureHostSize, measurePartnerSizes, sizeSection } from './size.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;

function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The built server on a fresh PGlite folder with the demo; its logs go to a file in that folder's parent. */
async function startServer() {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'okr-bench-'));
  const dataDir = join(scratch, 'pglite');
  const log = openSync(join(scratch, 'server.log'), 'a');
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OKR_DATA_DIR: dataDir,
      OKR_DEMO: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    logPath: join(scratch, 'server.log'),
    stop: () => {
      child.kill();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function signIn(base) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.okr', password: 'demo-password' }),
  });
  return (await login.json()).accessToken;
}

async function logLevelRows() {
  const server = await startServer();
  try {
    const rows = await measureLogLevel({ base: server.base, token: await signIn(server.base) });
    // The header really was honoured: the server logged those requests at debug.
    const logged = readFileSync(server.logPath, 'utf8');
    if (!logged.includes('"msg":"request details"')) throw new Error('X-Log-Level: debug was not honoured: no debug line logged');
    return rows;
  } finally {
    server.stop();
  }
}

async function apiRows() {
  const server = await startServer();
  try {
    const accessToken = await signIn(server.base);
    const auth = { headers: { authorization: `Bearer ${accessToken}` } };
    const cases = [
      ['GET /api/health', `${server.base}/health`, {}],
      ['GET /api/auth/me', `${server.base}/auth/me`, auth],
      ['GET /api/organizations/user', `${server.base}/organizations/user`, auth],
    ];
    const rows = [];
    for (const [name, url, init] of cases) {
      await measureLatency({ url, init, total: 50, concurrency: 5 }); // warm-up
      rows.push({ name, ...(await measureLatency({ url, init, total: 500, concurrency: 10 })) });
    }
    return rows;
  } finally {
    server.stop();
  }
}

const sizeOnly = process.argv.includes('--size');
const logLevelOnly = process.argv.includes('--log-level');
const previous = existsSync(join(root, 'BENCHMARKS.md')) ? readFileSync(join(root, 'BENCHMARKS.md'), 'utf8') : '';

/** A `## ` section of the last BENCHMARKS.md (up to the next one), or `fallback` when there is none. */
function keptSection(heading, fallback) {
  const at = previous.indexOf(heading);
  if (at < 0) return fallback;
  const next = previous.indexOf('\n## ', at + heading.length);
  return previous.slice(at, next < 0 ? undefined : next).trimEnd().split('\n');
}

const measureSizes = !logLevelOnly;
const sizes = measureSizes ? await measurePartnerSizes() : { failures: [] };
const host = measureSizes ? measureHostSize(root) : [];

const latencyHeading = '## API latency';
let latencyLines;
if (sizeOnly || logLevelOnly) {
  latencyLines = keptSection(latencyHeading, [
    `${latencyHeading} (PGlite, 500 requests, 10 in flight, loopback)`,
    '',
    'Not measured yet: run `npm run bench`.',
  ]);
} else {
  const latency = await apiRows();
  latencyLines = [
    `${latencyHeading} (PGlite, 500 requests, 10 in flight, loopback)`,
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| call | p50 | p95 | p99 | req/s | failures |',
    '|---|---|---|---|---|---|',
    ...latency.map(
      (r) => `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.perSecond.toFixed(0)} | ${r.failures} |`,
    ),
  ];
}

const logLevelHeading = '## Per-request log level';
let logLevelLines;
let logLevelProblems = [];
if (sizeOnly) {
  logLevelLines = keptSection(logLevelHeading, [logLevelHeading, '', 'Not measured yet: run `npm run bench`.']);
} else {
  const rows = await logLevelRows();
  logLevelLines = logLevelSection(rows);
  logLevelProblems = logLevelFailures(rows);
}

const sizeLines = measureSizes
  ? [
      ...sizeSection(sizes),
      "## The host app's first load (as built by Vite, gzip -9)",
      '',
      '| file | raw | gzip |',
      '|---|---|---|',
      ...host.map((r) => `| ${r.name} | ${kib(r.raw)} | ${kib(r.gzip)} |`),
      '',
    ]
  : (() => {
      // Everything between the header and the API latency section, as it was.
      const from = previous.indexOf('\n## ');
      const to = previous.indexOf(latencyHeading);
      return from >= 0 && to > from ? [...previous.slice(from + 1, to).trimEnd().split('\n'), ''] : [];
    })();

const lines = [
  '# Benchmarks',
  '',
  `Produced by \`npm run build && npm run bench\` (sizes alone: \`npm run build && npm run bench -- --size\`, or`,
  `\`node bench/size.mjs\` to print them without writing this file) on ${new Date().toISOString().slice(0, 10)},`,
  `Node ${process.versions.node}, this 2-core machine. \`npm run bench\` exits non-zero when a size budget is passed or a`,
  'UI entry bundle contains zod, or a request at `X-Log-Level: debug` keeps less than half the throughput.',
  '',
  ...sizeLines,
  ...latencyLines,
  '',
  ...logLevelLines,
  '',
];
writeFileSync(join(root, 'BENCHMARKS.md'), lines.join('\n'));
console.log(lines.join('\n'));
const failures = [...sizes.failures, ...logLevelProblems];
for (const failure of failures) console.error(`✖ ${failure}`);
if (failures.length) process.exitCode = 1;
