import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';

/** The question as two OR-queries (english and spanish configurations) and their lexemes. */
export interface QueryTerms {
  en: string;
  es: string;
  lexemesEn: string[];
  lexemesEs: string[];
}

export interface Candidate {
  chunkId: string;
  documentId: string;
  title: string;
  page: number | null;
  heading: string | null;
  body: string;
  rank: number;
  /** Which configuration matched it better: used for the excerpt's highlighting. */
  config: 'okr_english' | 'okr_spanish';
  /** Share of the question's lexemes found in the chunk (title and heading included), weighted by rarity, 0..1. */
  coverage: number;
  /** How many of the question's lexemes the chunk holds. */
  matched: number;
}

/**
 * An AND of every word finds too little for a natural question, so the question's lexemes are
 * OR-ed (`plainto_tsquery`, then `&` turned into `|`); ranking rewards chunks holding more of them.
 * A question of stop words only gives empty queries: the caller answers it without searching.
 */
export async function queryTermsOf(db: Kysely<Database>, question: string): Promise<QueryTerms> {
  const { rows } = await sql<{ en: string; es: string; lexemes_en: string[]; lexemes_es: string[] }>`
    select replace(plainto_tsquery('okr_english', ${question})::text, ' & ', ' | ') as en,
           replace(plainto_tsquery('okr_spanish', ${question})::text, ' & ', ' | ') as es,
           tsvector_to_array(to_tsvector('okr_english', ${question})) as lexemes_en,
           tsvector_to_array(to_tsvector('okr_spanish', ${question})) as lexemes_es`.execute(db);
  const row = rows[0];
  return { en: row?.en ?? '', es: row?.es ?? '', lexemesEn: row?.lexemes_en ?? [], lexemesEs: row?.lexemes_es ?? [] };
}

export const isEmptyQuery = (terms: QueryTerms) => terms.en.trim() === '' && terms.es.trim() === '';

/** Per document, at most this many chunks reach the sources: one long document cannot crowd out the others. */
export const CHUNKS_PER_DOCUMENT = 2;

/**
 * The organization's best chunks for the question: full-text match in either configuration,
 * ranked by cover density (title A > heading B > body C), at most `CHUNKS_PER_DOCUMENT` a document.
 */
export async function searchChunks(
  db: Kysely<Database>,
  organizationId: string,
  terms: QueryTerms,
  limit = 8,
): Promise<Candidate[]> {
  const stats = await lexemeWeights(db, organizationId, terms);
  const weights = { en: stats.en, es: stats.es };
  // The words to look chunks up by: words found in most chunks ("company", "policy") find nothing
  // the rarer ones don't, and only cost time. An empty side (every word a stop word) matches nothing.
  const en = lookupQuery(terms.lexemesEn, stats.dfEn, stats.n) ?? (terms.en.trim() || null);
  const es = lookupQuery(terms.lexemesEs, stats.dfEs, stats.n) ?? (terms.es.trim() || null);
  // Ranks are computed on the matching rows only; the wide columns are read for the few kept.
  const { rows } = await sql<{
    id: string;
    document_id: string;
    document_title: string;
    page: number | null;
    heading: string | null;
    body: string;
    r_en: number;
    r_es: number;
    lex_en: string[];
    lex_es: string[];
  }>`
    with ranked as (
      select c.id, c.document_id, c.ordinal,
             ts_rank(c.tsv_en, coalesce(${en}::tsquery, ''::tsquery)) as r_en,
             ts_rank(c.tsv_es, coalesce(${es}::tsquery, ''::tsquery)) as r_es
      from ai_chunks c
      where c.organization_id = ${organizationId}
        and (c.tsv_en @@ coalesce(${en}::tsquery, ''::tsquery) or c.tsv_es @@ coalesce(${es}::tsquery, ''::tsquery))
    ), best as (
      select id, document_id, r_en, r_es,
             row_number() over (partition by document_id order by greatest(r_en, r_es) desc, ordinal) as per_document
      from ranked
    ), top as (
      select id, r_en, r_es from best
      where per_document <= ${CHUNKS_PER_DOCUMENT}
      order by greatest(r_en, r_es) desc, id
      limit ${limit}
    )
    select c.id, c.document_id, c.document_title, c.page, c.heading, c.body, top.r_en, top.r_es,
           tsvector_to_array(c.tsv_en) as lex_en, tsvector_to_array(c.tsv_es) as lex_es
    from top join ai_chunks c on c.id = top.id
    order by greatest(top.r_en, top.r_es) desc, c.id`.execute(db);
  const coverageOf = (lexemes: string[], weight: Map<string, number>, present: Set<string>) => {
    let total = 0;
    let found = 0;
    let matched = 0;
    for (const lexeme of lexemes) {
      const w = weight.get(lexeme) ?? 1;
      total += w;
      if (present.has(lexeme)) {
        found += w;
        matched++;
      }
    }
    return { coverage: total > 0 ? found / total : 0, matched };
  };
  return rows.map((row) => {
    const en = coverageOf(terms.lexemesEn, weights.en, new Set(row.lex_en));
    const es = coverageOf(terms.lexemesEs, weights.es, new Set(row.lex_es));
    const english = en.coverage >= es.coverage;
    const best = english ? en : es;
    return {
      chunkId: row.id,
      documentId: row.document_id,
      title: row.document_title,
      page: row.page,
      heading: row.heading,
      body: row.body,
      rank: Math.max(Number(row.r_en), Number(row.r_es)),
      config: english ? 'okr_english' : 'okr_spanish',
      coverage: best.coverage,
      matched: best.matched,
    };
  });
}

/**
 * How telling each word of the question is in this organization's documents (inverse document
 * frequency over its chunks): a chunk that only shares common words ("policy", "company") with
 * the question does not cover it, one that shares the rare ones does.
 */
async function lexemeWeights(db: Kysely<Database>, organizationId: string, terms: QueryTerms) {
  const [stats, total] = await Promise.all([
    db
      .selectFrom('ai_lexeme_stats')
      .select(['config', 'lexeme', 'df'])
      .where('organization_id', '=', organizationId)
      .where((eb) =>
        eb.or([
          eb.and([eb('config', '=', 'en'), eb('lexeme', 'in', terms.lexemesEn.length ? terms.lexemesEn : [''])]),
          eb.and([eb('config', '=', 'es'), eb('lexeme', 'in', terms.lexemesEs.length ? terms.lexemesEs : [''])]),
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
  const n = Number(total.n);
  // A word found nowhere (a typo, a synonym) weighs as much as the rarest word found, no more.
  const idf = (df: number) => Math.log((n + 1) / (Math.max(df, 1) + 1)) + 1;
  const result = { en: new Map<string, number>(), es: new Map<string, number>(), dfEn: new Map<string, number>(), dfEs: new Map<string, number>(), n };
  for (const lexeme of terms.lexemesEn) result.en.set(lexeme, idf(0));
  for (const lexeme of terms.lexemesEs) result.es.set(lexeme, idf(0));
  for (const row of stats) {
    const df = Math.max(0, row.df);
    result[row.config].set(row.lexeme, idf(df));
    (row.config === 'en' ? result.dfEn : result.dfEs).set(row.lexeme, df);
  }
  return result;
}

/** A lexeme as a tsquery operand: quoted, so no character of it is read as an operator. */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The OR-query of the lexemes found in at most 30% of the organization's chunks, when there are
 * such lexemes and some others were left out; null to use the question's whole query.
 */
function lookupQuery(lexemes: string[], df: Map<string, number>, n: number): string | null {
  if (n < 50) return null;
  const rare = lexemes.filter((lexeme) => (df.get(lexeme) ?? 0) <= n * 0.3);
  if (rare.length === 0 || rare.length === lexemes.length) return null;
  // Words found nowhere cannot find a chunk either.
  const present = rare.filter((lexeme) => (df.get(lexeme) ?? 0) > 0);
  return present.length ? present.map(operand).join(' | ') : null;
}

/** Marks of the highlighted words inside an excerpt (private-use characters, removed before sending). */
const START = '\uE000';
const STOP = '\uE001';

export interface Excerpt {
  excerpt: string;
  highlights: [number, number][];
}

/** Turns `ts_headline` output with markers into text and `[start, end)` highlight offsets. */
export function parseHeadline(marked: string): Excerpt {
  const highlights: [number, number][] = [];
  let excerpt = '';
  let open = -1;
  for (const char of marked) {
    if (char === START) open = excerpt.length;
    else if (char === STOP) {
      if (open >= 0 && excerpt.length > open) highlights.push([open, excerpt.length]);
      open = -1;
    } else excerpt += char;
  }
  return { excerpt, highlights };
}

/** The excerpt of each cited chunk, with the question's words highlighted (`ts_headline`). */
export async function excerptsOf(db: Kysely<Database>, terms: QueryTerms, candidates: Candidate[]): Promise<Excerpt[]> {
  if (candidates.length === 0) return [];
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=45, MinWords=20, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const { rows } = await sql<{ idx: number; headline: string }>`
    select t.idx::int as idx,
           case when t.config = 'okr_english'
             then ts_headline('okr_english', t.body, coalesce(${terms.en.trim() || null}::tsquery, ''::tsquery), ${options})
             else ts_headline('okr_spanish', t.body, coalesce(${terms.es.trim() || null}::tsquery, ''::tsquery), ${options})
           end as headline
    from unnest(${candidates.map((c) => c.body)}::text[], ${candidates.map((c) => c.config)}::text[])
      with ordinality as t(body, config, idx)
    order by t.idx`.execute(db);
  return rows.map((row) => {
    return parseHeadline(row.headline.replace(/\s+/g, ' ').trim());
  });
}
