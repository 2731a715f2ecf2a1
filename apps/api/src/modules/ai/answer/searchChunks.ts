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
  /** Share of the question's lexemes found in the chunk (title and heading included), 0..1. */
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
  const en = terms.en.trim() || null;
  const es = terms.es.trim() || null;
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
    with q as (
      select coalesce(${en}::tsquery, ''::tsquery) as en, coalesce(${es}::tsquery, ''::tsquery) as es
    ), ranked as (
      select c.id, c.document_id, c.document_title, c.page, c.heading, c.body, c.ordinal,
             c.tsv_en, c.tsv_es,
             ts_rank_cd(c.tsv_en, q.en, 1) as r_en,
             ts_rank_cd(c.tsv_es, q.es, 1) as r_es
      from ai_chunks c, q
      where c.organization_id = ${organizationId}
        and (c.tsv_en @@ q.en or c.tsv_es @@ q.es)
    ), best as (
      select *, row_number() over (partition by document_id order by greatest(r_en, r_es) desc, ordinal) as per_document
      from ranked
    )
    select id, document_id, document_title, page, heading, body, r_en, r_es,
           tsvector_to_array(tsv_en) as lex_en, tsvector_to_array(tsv_es) as lex_es
    from best
    where per_document <= ${CHUNKS_PER_DOCUMENT}
    order by greatest(r_en, r_es) desc, document_id, id
    limit ${limit}`.execute(db);
  return rows.map((row) => {
    const inEn = new Set(row.lex_en);
    const inEs = new Set(row.lex_es);
    const matchedEn = terms.lexemesEn.filter((lexeme) => inEn.has(lexeme)).length;
    const matchedEs = terms.lexemesEs.filter((lexeme) => inEs.has(lexeme)).length;
    const coverageEn = terms.lexemesEn.length ? matchedEn / terms.lexemesEn.length : 0;
    const coverageEs = terms.lexemesEs.length ? matchedEs / terms.lexemesEs.length : 0;
    const english = coverageEn >= coverageEs;
    return {
      chunkId: row.id,
      documentId: row.document_id,
      title: row.document_title,
      page: row.page,
      heading: row.heading,
      body: row.body,
      rank: Math.max(Number(row.r_en), Number(row.r_es)),
      config: english ? 'okr_english' : 'okr_spanish',
      coverage: english ? coverageEn : coverageEs,
      matched: english ? matchedEn : matchedEs,
    };
  });
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
