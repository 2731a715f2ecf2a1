// Where each labelled question that misses fails: is the right document's chunk not found at all,
// found but ranked below three others, or found and refused by the covered decision?
// `node --conditions=source --import tsx apps/api/test/bench/diagnoseQuestions.ts [--all] [--words]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createDatabase } from '../../src/db/createDatabase';
import { migrateToLatest } from '../../src/db/migrations/migrateToLatest';
import type { AiConfig } from '../../src/modules/ai/aiConfig';
import { answers, retrieve } from '../../src/modules/ai/answer/retrieve';
import { isEmptyQuery, queryTermsOf } from '../../src/modules/ai/answer/queryTerms';
import { searchChunks } from '../../src/modules/ai/answer/searchChunks';
import { ExtractionQueue } from '../../src/modules/ai/extraction/ExtractionQueue';
import { benchCorpus } from './benchCorpus';
import { labelledQuestions } from './questions';

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet, child: () => log, level: 'silent' } as unknown as FastifyBaseLogger;

const uploadsDir = mkdtempSync(join(tmpdir(), 'okr-diagnose-ai-'));
const ai: AiConfig = { uploadsDir, extractionTimeoutMs: 120_000, extractionMemoryMb: 256, queuePollMs: 60_000, model: null };
const handle = await createDatabase({ kind: 'pglite' });
const { db } = handle;
const queue = new ExtractionQueue(db, ai, log);
const all = process.argv.includes('--all');
const showWords = process.argv.includes('--words');
const tally = new Map<string, number>();
try {
  await migrateToLatest(db);
  const { org, handbookOrg } = await benchCorpus(db, queue);
  for (const item of labelledQuestions) {
    const organizationId = item.corpus === 'handbook' ? handbookOrg : org;
    const retrieval = await retrieve(db, organizationId, item.question);
    const top3 = retrieval.kind === 'covered' ? retrieval.sources.slice(0, 3).map((s) => s.title) : [];
    const answerable = item.expected.length > 0;
    const pass = answerable ? top3.some((t) => item.expected.includes(t)) : retrieval.kind !== 'covered';
    const terms = await queryTermsOf(db, item.question);
    const candidates = isEmptyQuery(terms) ? [] : await searchChunks(db, organizationId, terms, 50);
    const byRank = [...candidates].sort((a, b) => b.rank - a.rank);
    const right = byRank.findIndex((c) => item.expected.includes(c.title));
    const verdict = pass
      ? 'pass'
      : !answerable
        ? 'covered though unanswerable'
        : right < 0
          ? 'not found'
          : !answers(byRank[right]!)
            ? `found at fused rank ${right + 1}, refused by the covered decision`
            : 'found and accepted, below three other documents';
    if (process.argv.includes('--json')) {
      const rows = candidates.map(({ title, rank, coverage, matched, counted }) => ({ title, rank, coverage, matched, counted }));
      console.log(`JSON\t${JSON.stringify({ question: item.question, expected: item.expected, words: terms.words.length, candidates: rows })}`);
    }
    if (process.argv.includes('--table')) {
      const wanted = answerable ? candidates.filter((c) => item.expected.includes(c.title)) : candidates;
      const best = wanted.sort((a, b) => b.coverage - a.coverage)[0];
      console.log(`TABLE\t${answerable ? 'A' : 'U'}\t${best ? best.coverage.toFixed(3) : '-'}\t${best ? `${best.matched}/${best.counted}` : '-'}\t${pass ? 'ok' : 'MISS'}\t${item.question}`);
    }
    tally.set(verdict.replace(/\d+/, 'n'), (tally.get(verdict.replace(/\d+/, 'n')) ?? 0) + 1);
    if (pass && !all) continue;
    console.log(`\n${pass ? 'ok  ' : 'MISS'} ${item.question} → ${retrieval.kind === 'covered' ? top3.join(' | ') : retrieval.kind}: ${verdict}`);
    if (showWords) {
      for (const w of terms.words) {
        const alternatives = w.alternatives.map((a) => `${a.config}:${a.lexemes.join('+')}@${a.weight}`).join(' ');
        console.log(`     word ${w.text} (${w.noun ? 'noun' : 'other'}) en=${w.en.join(',')} es=${w.es.join(',')} ~ ${alternatives}`);
      }
    }
    for (const [position, c] of byRank.slice(0, 6).entries()) {
      const mark = item.expected.includes(c.title) ? '*' : ' ';
      console.log(
        `   ${mark}${position + 1}. ${c.title} › ${c.heading ?? ''}: rank ${c.rank.toFixed(4)} coverage ${c.coverage.toFixed(2)} matched ${c.matched}/${c.counted} ${answers(c) ? 'answers' : 'refused'}`,
      );
    }
  }
  console.log('\n', Object.fromEntries(tally));
} finally {
  await queue.stop();
  await handle.close();
  rmSync(uploadsDir, { recursive: true, force: true });
}
