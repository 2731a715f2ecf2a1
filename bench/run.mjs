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
import { apiKeyLoadBenchSection } from './sections/apiKeyLoad.mjs';
import { apiLatencySection } from './sections/apiLatency.mjs';
import { assistantSection } from './sections/assistant.mjs';
import { landingLighthouseSection } from './sections/landingLighthouse.mjs';
import { logLevelBenchSection } from './sections/logLevel.mjs';
import { okrLoadBenchSection } from './sections/okrLoad.mjs';
import { membersRenderSection } from './sections/membersRender.mjs';
import { myWeekSection } from './sections/myWeek.mjs';
import { objectivesRenderSection } from './sections/objectivesRender.mjs';
import { partnerSizeSection } from './sections/partnerSize.mjs';
import { reportsSection } from './sections/reports.mjs';
import { rolePermissionsRenderSection } from './sections/rolePermissionsRender.mjs';
import { scaleBenchSection } from './sections/scale.mjs';
import { sseBenchSection } from './sections/sse.mjs';
import { webhookFanoutBenchSection } from './sections/webhookFanout.mjs';

/**
 * In BENCHMARKS.md order. Each `run()` answers `{ lines, failures }`, or `{ skipped }` (a line saying
 * why) when what it needs is missing: its text from the last BENCHMARKS.md stays.
 */
const sections = [
  partnerSizeSection,
  membersRenderSection,
  rolePermissionsRenderSection,
  objectivesRenderSection,
  landingLighthouseSection,
  apiLatencySection,
  okrLoadBenchSection,
  scaleBenchSection,
  apiKeyLoadBenchSection,
  webhookFanoutBenchSection,
  sseBenchSection,
  logLevelBenchSection,
  adminUsersSection,
  assistantSection,
  myWeekSection,
  reportsSection,
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
      if (result.skipped) {
        console.error(result.skipped);
        lines = kept(section);
      } else {
        lines = result.lines;
        failures.push(...result.failures);
      }
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

const text = [
  '# Benchmarks',
  '',
  `Produced by \`npm run build && npm run bench\` (one part: \`npm run bench -- --only=<id>\`; ids: ${sections
    .map((s) => `\`${s.id}\``)
    .join(', ')})`,
  `on this 2-core machine, Node ${process.versions.node}. Each section names its own command and date; \`npm run bench\``,
  'exits non-zero when a measured section passes its budget.',
  '',
  ...body,
].join('\n');
writeFileSync(file, text);
console.log(text);
for (const failure of failures) console.error(`✖ ${failure}`);
if (failures.length) process.exitCode = 1;
