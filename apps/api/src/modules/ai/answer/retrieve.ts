import type { AiCitation } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';
import { scoped } from '../../../db/scoped';
import { splitSentences } from '../extraction/chunkSections';
import { answerText, languageOf } from './language';
import type { AnswerLanguage } from './language';
import { excerptsOf } from './excerptsOf';
import { isEmptyQuery, queryTermsOf } from './queryTerms';
import type { QueryTerms } from './queryTerms';
import { searchChunks } from './searchChunks';
import type { Candidate } from './searchChunks';

/** Below this share of the question's words, the best chunk does not answer it. */
export const MIN_COVERAGE = 0.5;
/** Sources handed to the answer (and to the model). */
export const MAX_SOURCES = 5;

export interface Source extends AiCitation {
  body: string;
}

export type Retrieval =
  | { kind: 'covered'; language: AnswerLanguage; terms: QueryTerms; sources: Source[] }
  /** Answered without searching chunks: not covered, stop words only, no documents, about the collection. */
  | { kind: 'notCovered' | 'stopWords' | 'noDocuments' | 'collection'; language: AnswerLanguage; answer: string };

/** "Which documents do we have?", "¿cuántos documentos hay?": answered from the metadata, not from chunks. */
const aboutCollection =
  /\b(which|what|how many|list)\b[^?]*\b(documents?|files?)\b[^?]*\b(have|has|there|uploaded|available|stored|ready)\b|\b(list|show)\b[^?]*\b(documents|files)\b|(?:^|[\s¿])(?:qu[ée]|cu[áa]les|cu[áa]ntos)\s[^?]*\b(?:documentos|archivos)\b/i;

export function isAboutCollection(question: string): boolean {
  return aboutCollection.test(question);
}

async function collectionAnswer(db: Kysely<Database>, organizationId: string, language: AnswerLanguage): Promise<string> {
  const rows = await scoped(db, organizationId)
    .selectFrom('ai_documents')
    .select(['title', 'status', 'kind', 'page_count'])
    .orderBy('created_at')
    .execute();
  const text = answerText[language];
  const ready = rows.filter((row) => row.status === 'ready');
  const list = ready
    .map((row) => `• ${row.title} (${row.kind.toUpperCase()}${row.page_count ? `, ${row.page_count} p.` : ''})`)
    .join('\n');
  const pending = rows.filter((row) => row.status === 'uploaded' || row.status === 'extracting').length;
  const failed = rows.filter((row) => row.status === 'failed').length;
  return text.collection(ready.length, list) + (pending ? text.pending(pending) : '') + (failed ? text.failed(failed) : '');
}

/** A candidate good enough to answer: enough of the question's words, and at least two of a longer question. */
export function answers(candidate: Candidate): boolean {
  if (candidate.coverage < MIN_COVERAGE) return false;
  return candidate.counted <= 2 ? candidate.matched >= 1 : candidate.matched >= 2;
}

/** The chunk ids nearest the question's embedding, best first (answer/denseRanking.ts); [] for none. */
export type DenseSearch = (question: string) => Promise<string[]>;

/** Finds what answers the question in the organization's documents (the organization is the session's, never the client's). */
export async function retrieve(db: Kysely<Database>, organizationId: string, question: string, dense?: DenseSearch): Promise<Retrieval> {
  const language = languageOf(question);
  const text = answerText[language];
  if (isAboutCollection(question)) {
    return { kind: 'collection', language, answer: await collectionAnswer(db, organizationId, language) };
  }
  const terms = await queryTermsOf(db, question);
  if (isEmptyQuery(terms)) return { kind: 'stopWords', language, answer: text.stopWords };
  const candidates = await searchChunks(db, organizationId, terms, 12, dense ? await dense(question) : []);
  if (candidates.length === 0) {
    const any = await scoped(db, organizationId).selectFrom('ai_chunks').select('id').limit(1).executeTakeFirst();
    return { kind: any ? 'notCovered' : 'noDocuments', language, answer: any ? text.notCovered : text.noDocuments };
  }
  const good = candidates.filter((candidate) => answers(candidate));
  if (good.length === 0) return { kind: 'notCovered', language, answer: text.notCovered };
  // Order: rank first, but a chunk covering clearly more of the question wins.
  good.sort((a, b) => b.coverage - a.coverage || b.rank - a.rank);
  const chosen = good.slice(0, MAX_SOURCES);
  const excerpts = await excerptsOf(db, terms, chosen);
  const sources = chosen.map((candidate, index) => ({
    number: index + 1,
    documentId: candidate.documentId,
    title: candidate.title,
    excerpt: excerpts[index]?.excerpt ?? candidate.body.slice(0, 300),
    highlights: excerpts[index]?.highlights ?? [],
    page: candidate.page,
    heading: candidate.heading,
    body: candidate.body,
  }));
  return { kind: 'covered', language, terms, sources };
}

interface ScoredSentence {
  source: number;
  order: number;
  text: string;
  matched: number;
}

/**
 * The extractive answer: the sentences of the sources that hold the most of the question's words,
 * quoted as written, each followed by its source's number. Deterministic: same documents, same answer.
 */
export async function extractiveAnswer(
  db: Kysely<Database>,
  retrieval: Extract<Retrieval, { kind: 'covered' }>,
  maxSentences = 3,
): Promise<{ answer: string; cited: number[] }> {
  const sentences = retrieval.sources.flatMap((source) =>
    source.body
      .split(/\n+/)
      .flatMap((paragraph) => splitSentences(paragraph))
      .map((text, order) => ({ source: source.number, order, text })),
  );
  const { rows } = await sql<{ idx: number; en: string[]; es: string[] }>`
    select t.idx::int as idx,
           tsvector_to_array(to_tsvector('okr_english', t.s)) as en,
           tsvector_to_array(to_tsvector('okr_spanish', t.s)) as es
    from unnest(${sentences.map((s) => s.text)}::text[]) with ordinality as t(s, idx)
    order by t.idx`.execute(db);
  const { lexemesEn, lexemesEs } = retrieval.terms;
  const scored: ScoredSentence[] = sentences.map((sentence, index) => {
    const row = rows[index];
    const en = new Set(row?.en ?? []);
    const es = new Set(row?.es ?? []);
    const matched = Math.max(lexemesEn.filter((l) => en.has(l)).length, lexemesEs.filter((l) => es.has(l)).length);
    return { ...sentence, matched };
  });
  const best = scored
    .filter((sentence) => sentence.matched > 0 && sentence.text.length >= 12)
    .sort((a, b) => b.matched - a.matched || a.source - b.source || a.order - b.order)
    .slice(0, maxSentences);
  // At least the best source's opening, when no single sentence holds a word of the question.
  const picked = best.length > 0 ? best : scored.filter((s) => s.source === 1).slice(0, 1);
  // Quoted in reading order within a source, sources in rank order.
  picked.sort((a, b) => a.source - b.source || a.order - b.order);
  const lines = picked.map((sentence) => `• “${sentence.text.replace(/^•\s*/, '')}” [${sentence.source}]`);
  const cited = [...new Set(picked.map((sentence) => sentence.source))];
  return { answer: `${answerText[retrieval.language].intro}\n\n${lines.join('\n')}`, cited };
}
