import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';
import { tokensOf } from './expansion/queryWords';
import type { Alternative, QueryWord } from './expansion/queryWords';
import { orQuery } from './queryTerms';
import type { QueryTerms } from './queryTerms';

export interface Candidate {
  chunkId: string;
  documentId: string;
  title: string;
  page: number | null;
  heading: string | null;
  body: string;
  /** Reciprocal rank fusion of the rankings the chunk is in (own words, other words, embeddings). */
  rank: number;
  /** Which configuration matched it better: used for the excerpt's highlighting. */
  config: 'okr_english' | 'okr_spanish';
  /** Share of the question's words found in the chunk (title and heading included), weighted by rarity, 0..1. */
  coverage: number;
  /** How many of the question's words the chunk holds, itself or as another word. */
  matched: number;
  /** How many of the question's words its coverage counts (those it holds, and the nouns it lacks). */
  counted: number;
}

/** Per document, at most this many chunks reach the sources: one long document cannot crowd out the others. */
export const CHUNKS_PER_DOCUMENT = 2;
/** Reciprocal rank fusion: score = Σ weight / (K + position). The question's own words outweigh the others. */
const RRF_K = 60;
export const FUSION_WEIGHTS = { own: 1, other: 0.5, dense: 1 };
/** How many chunks each ranking brings to the fusion. */
const POOL = 24;

interface Stats {
  n: number;
  df: { en: Map<string, number>; es: Map<string, number> };
}

/**
 * The organization's best chunks for the question: two full-text rankings, by the question's own
 * words and by their other words (synonyms, the other language), and, when given, the chunks
 * nearest the question's embedding, fused by reciprocal rank; at most `CHUNKS_PER_DOCUMENT` a document.
 */
export async function searchChunks(
  db: Kysely<Database>,
  organizationId: string,
  terms: QueryTerms,
  limit = 8,
  dense: string[] = [],
): Promise<Candidate[]> {
  const stats = await lexemeStats(db, organizationId, terms.words);
  const df = (config: 'en' | 'es', lexeme: string) => stats.df[config].get(lexeme) ?? 0;
  // Words found in most chunks ("company", "policy") find nothing the rarer ones don't and only
  // cost time; words found nowhere cannot find a chunk.
  const common = (config: 'en' | 'es', lexemes: string[]) => stats.n >= 50 && lexemes.every((l) => df(config, l) > stats.n * 0.3);
  const own = (config: 'en' | 'es') => {
    const present = terms.words.flatMap((w) => w[config]).filter((l) => df(config, l) > 0);
    const rare = present.filter((l) => !common(config, [l]));
    return orQuery(rare.length ? rare : present) || null;
  };
  const other = (config: 'en' | 'es') =>
    orQuery(
      terms.words
        .flatMap((w) => w.alternatives)
        .filter((a) => a.config === config && a.lexemes.every((l) => df(config, l) > 0) && !common(config, a.lexemes)),
    ) || null;
  const q = { oe: own('en'), os: own('es'), xe: other('en'), xs: other('es') };
  if (!q.oe && !q.os && !q.xe && !q.xs && dense.length === 0) return [];
  const tsq = (text: string | null) => sql`coalesce(${text}::tsquery, ''::tsquery)`;
  const { rows } = await sql<{
    id: string;
    document_id: string;
    ordinal: number;
    document_title: string;
    page: number | null;
    heading: string | null;
    body: string;
    r_o: number;
    r_x: number;
    lex_en: string[];
    lex_es: string[];
  }>`
    with ranked as (
      select c.id,
             greatest(ts_rank(c.tsv_en, ${tsq(q.oe)}), ts_rank(c.tsv_es, ${tsq(q.os)})) as r_o,
             greatest(ts_rank(c.tsv_en, ${tsq(q.xe)}), ts_rank(c.tsv_es, ${tsq(q.xs)})) as r_x
      from ai_chunks c
      where c.organization_id = ${organizationId}
        and (c.tsv_en @@ ${tsq(q.oe)} or c.tsv_es @@ ${tsq(q.os)} or c.tsv_en @@ ${tsq(q.xe)} or c.tsv_es @@ ${tsq(q.xs)})
    ), picked as (
      (select id from ranked where r_o > 0 order by r_o desc, id limit ${POOL})
      union
      (select id from ranked where r_x > 0 order by r_x desc, id limit ${POOL})
      union
      select unnest(${dense}::uuid[])
    )
    select c.id, c.document_id, c.ordinal, c.document_title, c.page, c.heading, c.body,
           coalesce(r.r_o, 0) as r_o, coalesce(r.r_x, 0) as r_x,
           tsvector_to_array(c.tsv_en) as lex_en, tsvector_to_array(c.tsv_es) as lex_es
    from picked p
    join ai_chunks c on c.id = p.id and c.organization_id = ${organizationId}
    left join ranked r on r.id = p.id`.execute(db);

  const fused = new Map<string, number>();
  const addRanking = (ids: string[], weight: number) =>
    ids.forEach((id, position) => fused.set(id, (fused.get(id) ?? 0) + weight / (RRF_K + position + 1)));
  const byRank = (key: 'r_o' | 'r_x') =>
    rows.filter((r) => Number(r[key]) > 0).sort((a, b) => Number(b[key]) - Number(a[key]) || a.id.localeCompare(b.id)).map((r) => r.id);
  addRanking(byRank('r_o'), FUSION_WEIGHTS.own);
  addRanking(byRank('r_x'), FUSION_WEIGHTS.other);
  addRanking(dense, FUSION_WEIGHTS.dense);

  const chunks = rows.map((row) => ({
    en: new Set(row.lex_en),
    es: new Set(row.lex_es),
    text: ` ${tokensOf(`${row.document_title} ${row.heading ?? ''} ${row.body}`).join(' ')} `,
  }));
  // A phrase is known to the organization when a chunk holds it, not when its words are somewhere.
  const phrasesFound = new Set(terms.words.flatMap((w) => w.alternatives).filter((a) => a.phrase !== null && chunks.some((c) => holds(c, a))));
  const candidates = rows.map((row, index) => ({
    chunkId: row.id,
    documentId: row.document_id,
    title: row.document_title,
    page: row.page,
    heading: row.heading,
    body: row.body,
    rank: fused.get(row.id) ?? 0,
    ordinal: row.ordinal,
    ...coverageOf(terms.words, stats, phrasesFound, chunks[index] ?? { en: new Set(), es: new Set(), text: '' }),
  }));
  // A document's chunks that hold the most of the question are kept, in fused order among equals.
  candidates.sort((a, b) => b.coverage - a.coverage || b.rank - a.rank || a.ordinal - b.ordinal || a.chunkId.localeCompare(b.chunkId));
  const perDocument = new Map<string, number>();
  const kept: Candidate[] = [];
  for (const { ordinal: _ordinal, ...candidate } of candidates) {
    const count = perDocument.get(candidate.documentId) ?? 0;
    if (count >= CHUNKS_PER_DOCUMENT) continue;
    perDocument.set(candidate.documentId, count + 1);
    kept.push(candidate);
    if (kept.length >= limit) break;
  }
  return kept;
}

/**
 * What a word weighs beside its rarity: a noun names what the question is about; a verb, adjective
 * or adverb ("allowed", "short", "due") says how, and weighs half. A noun found nowhere in the
 * organization, neither itself nor as another word, most likely names what the documents lack
 * ("vacation" asked of a travel policy): it counts one and a half times against the chunk.
 */
const classFactor = (word: QueryWord, known: boolean) => (word.noun ? (known ? 1 : 1.5) : 0.5);

/** A word found nowhere (a typo, a synonym) weighs as much as the rarest word found, no more. */
const idfOf = (n: number, df: number) => Math.log((n + 1) / (Math.max(df, 1) + 1)) + 1;

/**
 * How much of the question a chunk holds: each word weighs its rarity in the organization's
 * chunks; found itself it counts whole, found as another word it counts that word's weight. A
 * word found nowhere in the organization, neither itself nor as another word, counts by its kind
 * (`unknownFactor`).
 */
function coverageOf(words: QueryWord[], stats: Stats, phrasesFound: Set<Alternative>, chunk: ChunkWords) {
  let total = 0;
  let found = 0;
  let matched = 0;
  let counted = 0;
  let englishCredit = 0;
  let spanishCredit = 0;
  const dfOf = (a: Alternative) => Math.min(...a.lexemes.map((l) => stats.df[a.config].get(l) ?? 0));
  for (const word of words) {
    const dfOwn = Math.max(0, ...word.en.map((l) => stats.df.en.get(l) ?? 0), ...word.es.map((l) => stats.df.es.get(l) ?? 0));
    // A word found only as another word weighs as the rarest of those found ("vacation" as "leave").
    const dfOthers = word.alternatives
      .filter((a) => a.phrase === null || phrasesFound.has(a))
      .map(dfOf)
      .filter((df) => df > 0);
    const known = dfOwn > 0 || dfOthers.length > 0;
    const rarity = idfOf(stats.n, dfOwn > 0 ? dfOwn : dfOthers.length > 0 ? Math.min(...dfOthers) : 0);
    const weight = rarity * (word.noun ? 1 : 0.5);
    const ownEn = word.en.some((l) => chunk.en.has(l));
    const ownEs = word.es.some((l) => chunk.es.has(l));
    let credit = ownEn || ownEs ? 1 : 0;
    let creditConfig: 'en' | 'es' = ownEn ? 'en' : 'es';
    if (credit === 0) {
      for (const alternative of word.alternatives) {
        if (alternative.weight > credit && holds(chunk, alternative)) {
          credit = alternative.weight;
          creditConfig = alternative.config;
        }
      }
    }
    // A verb, adjective or adverb the chunk lacks is left out: it frames the
    // question ("last year", "short distances"); a noun the chunk lacks counts against it.
    if (credit === 0 && !word.noun) continue;
    counted++;
    // ... and one it holds only as another word counts that much, never against it ("next" as "following").
    total += rarity * classFactor(word, known) * (word.noun ? 1 : credit);
    if (credit > 0) {
      matched++;
      found += weight * credit;
      if (creditConfig === 'en') englishCredit += credit;
      else spanishCredit += credit;
    }
  }
  return {
    coverage: total > 0 ? found / total : 0,
    matched,
    counted,
    config: englishCredit >= spanishCredit ? ('okr_english' as const) : ('okr_spanish' as const),
  };
}

interface ChunkWords {
  en: Set<string>;
  es: Set<string>;
  /** Title, heading and body folded, words between single spaces, a space at each end. */
  text: string;
}

/** Whether a chunk holds another word: its lexemes, and for several words the phrase as written. */
const holds = (chunk: ChunkWords, a: Alternative) =>
  a.lexemes.every((l) => chunk[a.config].has(l)) && (a.phrase === null || chunk.text.includes(` ${a.phrase} `) || chunk.text.includes(` ${a.phrase}s `));

/** Chunk counts of the question's lexemes and their alternatives' in the organization, and its chunk total. */
async function lexemeStats(db: Kysely<Database>, organizationId: string, words: QueryWord[]): Promise<Stats> {
  const lexemes = (config: 'en' | 'es') => {
    const all = [...words.flatMap((w) => w[config]), ...words.flatMap((w) => w.alternatives.filter((a) => a.config === config).flatMap((a) => a.lexemes))];
    return all.length ? [...new Set(all)] : [''];
  };
  const [rows, total] = await Promise.all([
    db
      .selectFrom('ai_lexeme_stats')
      .select(['config', 'lexeme', 'df'])
      .where('organization_id', '=', organizationId)
      .where((eb) =>
        eb.or([
          eb.and([eb('config', '=', 'en'), eb('lexeme', 'in', lexemes('en'))]),
          eb.and([eb('config', '=', 'es'), eb('lexeme', 'in', lexemes('es'))]),
        ]),
      )
      .execute(),
    db
      .selectFrom('ai_documents')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('chunk_count'), sql<number>`0`).as('n'))
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow(),
  ]);
  const stats: Stats = { n: Number(total.n), df: { en: new Map(), es: new Map() } };
  for (const row of rows) stats.df[row.config].set(row.lexeme, Math.max(0, row.df));
  return stats;
}
