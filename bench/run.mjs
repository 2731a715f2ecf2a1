// `npm run bench`: every measure of what the user pays, each against its budget, written to
// BENCHMARKS.md. Build first: `npm run build`.
//   npm run bench                      every section
//   npm run bench -- --only=size,log-level   only these sections (ids below); the others keep
//                                      their text from the last BENCHMARKS.md
//   npm run bench -- --size            the same as --only=size (--lighthouse: --only=lighthouse)
// Exits non-zero when any measured section passes a budget (BENCHMARKS.md is written first).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/server.mjs';
import { adminUsersSection } from './sections/adminUsers.mjs';
import { apiLatencySection } from './sections/apiLatency.mjs';
import { assistantSection } from './sections/assistant.mjs';
import { landingLighthouseSection } from './sections/landingLighthouse.mjs';
import { logLevelBenchSection } from './sections/logLevel.mjs';
import { okrLoadBenchSection } from './sections/okrLoad.mjs';
import { membersRenderSection } from './sections/membersRender.mjs';
import { objectivesRenderSection } from './sections/objectivesRender.mjs';
import { partnerSizeSection } from './sections/partnerSize.mjs';
import { rolePermissionsRenderSection } from './sections/rolePermissionsRender.mjs';

/** In BENCHMARKS.md order. Each `run()` answers `{ lines, failures }`. */
const sections = [
  partnerSizeSection,
  membersRenderSection,
  rolePermissionsRenderSection,
  objectivesRenderSection,
  landingLighthouseSection,
  apiLatencySection,
  okrLoadBenchSection,
  logLevelBenchSection,
  adminUsersSection,
  assistantSection,
];

const only = new Set(
  process.argv
    .filter((arg) => arg.startsWith('--only='))
    .flatMap((arg) => arg.slice('--only='.length).split(','))
    .concat(process.argv.includes('--size') ? ['size'] : [])
    .concat(process.argv.includes('--lighthouse') ? ['lighthouse'] : []),
);
const unknown = [...only].filter((id) => !sections.some((s) => s.id === id));
if (unknown.length) {
  console.error(`unknown section(s): ${unknown.join(', ')}; known: ${sections.map((s) => s.id).join(', ')}`);
  process.exit(2);
}

const file = join(root, 'BENCHMARKS.md');
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const marker = (id) => [`<!-- bench:${id} -->`, `<!-- /bench:${id} -->`];

/** The text a section had in the last BENCHMARKS.md, between its markers. */
function kept(section) {
  const [open, close] = marker(section.id);
  const from = previous.indexOf(open);
  const to = previous.indexOf(close);
  if (from < 0 || to < from) return [`## ${section.title}`, '', `Not measured yet: \`npm run bench -- --only=${section.id}\`.`];
  return previous.slice(from + open.length, to).trim().split('\n');
}

const failures = [];
const body = [];
for (const section of sections) {
  let lines;
  if (only.size === 0 || only.has(section.id)) {
    console.error(`▶ ${section.id}`);
    try {
      const result = await section.run();
      lines = result.lines;
      failures.push(...result.failures);
    } catch (error) {
      lines = [`## ${section.title}`, '', `Not measured: ${error instanceof Error ? error.message : String(error)}`];
      failures.push(`${section.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else {
    lines = kept(section);
  }
  const [open, close] = marker(section.id);
  body.push(open, ...lines, close, '');
}

<<<<<<< HEAD
const text = [
=======
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
>>>>>>> wt-members
  '# Benchmarks',
  '',
  `Produced by \`npm run build && npm run bench\` (one part: \`npm run bench -- --only=<id>\`; ids: ${sections
    .map((s) => `\`${s.id}\``)
    .join(', ')})`,
  `on this 2-core machine, Node ${process.versions.node}. Each section names its own command and date; \`npm run bench\``,
  'exits non-zero when a measured section passes its budget.',
  '',
<<<<<<< HEAD
  ...body,
].join('\n');
writeFileSync(file, text);
console.log(text);
for (const failure of failures) console.error(`✖ ${failure}`);
if (failures.length) process.exitCode = 1;
=======
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
>>>>>>> wt-members
