// Copy-paste guard of `npm run lint` and `npm test`: jscpd (.jscpd.json) over packages/ and apps/
// source. A clone whose fingerprint is not in .jscpd-baseline.json fails, and is listed with its two
// places: take the shared part out into a function, a component or a helper both can import.
// The baseline holds the known clones and only shrinks: `node scripts/lint/duplicates.mjs --update`
// after removing one (never to let a new one in).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const jscpd = resolve(root, 'node_modules/.bin/jscpd');
const update = process.argv.includes('--update');

const out = mkdtempSync(join(tmpdir(), 'okr-jscpd-'));
try {
  const args = ['-c', '.jscpd.json', '--reporters', 'json', '--output', out];
  if (update) args.push('--update-baseline');
  const result = spawnSync(jscpd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, JSCPD_NO_TIPS: '1' } });
  if (result.error) throw result.error;
  if (update) {
    process.stdout.write(result.stdout);
    process.exit(result.status ?? 1);
  }
  const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  const known = Object.keys(JSON.parse(readFileSync(resolve(root, '.jscpd-baseline.json'), 'utf8')).fingerprints);
  const fresh = report.duplicates.filter((clone) => clone.isNew);
  const where = (file) => `${file.name}:${file.start}-${file.end}`;
  for (const clone of fresh) {
    console.error(`new clone (${clone.lines} lines, ${clone.tokens} tokens): ${where(clone.firstFile)} = ${where(clone.secondFile)}`);
  }
  const found = report.duplicates.length;
  if (fresh.length > 0) {
    console.error(`✖ ${fresh.length} new copy-pasted block(s): share them instead (scripts/lint/duplicates.mjs).`);
    process.exit(1);
  }
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    process.exit(result.status ?? 1);
  }
  const stale = known.length - found;
  console.log(
    `jscpd: ${found} known clone(s), no new one` +
      (stale > 0 ? `; ${stale} removed: shrink the baseline with \`node scripts/lint/duplicates.mjs --update\`.` : '.'),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
