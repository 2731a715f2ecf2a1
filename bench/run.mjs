// `npm run bench`: what a partner pays for each entry point (bundled, gzip -9, beside the WorkOS
// anchor, with budgets), MembersList's 10,000-member render in Chromium (render-members.mjs) and
// API latency of the built server, written to BENCHMARKS.md.
// `npm run bench -- --size`: sizes and render only; the API latency section already in
// BENCHMARKS.md is kept. Build first: `npm run build`. Exits non-zero when a size budget is
// or render budget is passed or a UI entry's bundle contains zod (BENCHMARKS.md is written first).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLatency } from './api-latency.mjs';
import { measureMembersRender, renderFailures, renderSection } from './render-members.mjs';
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

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'okr-bench-'));
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OKR_DATA_DIR: dataDir, OKR_DEMO: '1', DATABASE_URL: '' },
  });
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
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function apiRows() {
  const server = await startServer();
  try {
    const login = await fetch(`${server.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.okr', password: 'demo-password' }),
    });
    const { accessToken } = await login.json();
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
const sizes = await measurePartnerSizes();
const host = measureHostSize(root);
const membersRender = await measureMembersRender();
const membersRenderBaseline = await measureMembersRender(10);
const renderProblems = renderFailures(membersRender);

const latencyHeading = '## API latency';
let latencyLines;
if (sizeOnly) {
  // Keep the section of the last full run.
  const previous = existsSync(join(root, 'BENCHMARKS.md')) ? readFileSync(join(root, 'BENCHMARKS.md'), 'utf8') : '';
  const at = previous.indexOf(latencyHeading);
  latencyLines =
    at >= 0
      ? previous.slice(at).trimEnd().split('\n')
      : [`${latencyHeading} (PGlite, 500 requests, 10 in flight, loopback)`, '', 'Not measured yet: run `npm run bench`.'];
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

const lines = [
  '# Benchmarks',
  '',
  `Produced by \`npm run build && npm run bench\` (sizes alone: \`npm run build && npm run bench -- --size\`, or`,
  `\`node bench/size.mjs\` to print them without writing this file) on ${new Date().toISOString().slice(0, 10)},`,
  `Node ${process.versions.node}, this 2-core machine. \`npm run bench\` exits non-zero when a size budget is passed or a`,
  'UI entry bundle contains zod.',
  '',
  ...sizeSection(sizes),
  ...renderSection(membersRender, membersRenderBaseline),
  '## The host app\'s first load (as built by Vite, gzip -9)',
  '',
  '| file | raw | gzip |',
  '|---|---|---|',
  ...host.map((r) => `| ${r.name} | ${kib(r.raw)} | ${kib(r.gzip)} |`),
  '',
  ...latencyLines,
  '',
];
writeFileSync(join(root, 'BENCHMARKS.md'), lines.join('\n'));
console.log(lines.join('\n'));
for (const failure of [...sizes.failures, ...renderProblems]) console.error(`✖ ${failure}`);
if (sizes.failures.length || renderProblems.length) process.exitCode = 1;
