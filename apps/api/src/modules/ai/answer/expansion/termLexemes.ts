import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/Database';

export type Config = 'en' | 'es';

/** A term as search words: its lexemes, and the tsquery finding it (a phrase for several words). */
export interface TermQuery {
  lexemes: string[];
  query: string;
}

/** Lexemes of synonym terms by configuration: the table and WordNet are fixed, so once per process. */
const cache = new Map<string, TermQuery | null>();

/**
 * The lexemes of each term in a configuration, or null for a term only good for recognising a
 * question: one that lost words to the stop words and kept one ("time off" is "time", "on call" is
 * "call"), which would find every chunk holding that everyday word.
 */
export async function termLexemes(db: Kysely<Database>, terms: { config: Config; term: string }[]): Promise<(TermQuery | null)[]> {
  const key = (t: { config: Config; term: string }) => `${t.config}:${t.term}`;
  const missing = [...new Map(terms.filter((t) => !cache.has(key(t))).map((t) => [key(t), t])).values()];
  if (missing.length > 0) {
    const { rows } = await sql<{ idx: number; lexemes: string[]; query: string }>`
      select t.idx::int as idx,
             tsvector_to_array(case when t.config = 'en' then to_tsvector('okr_english', t.term) else to_tsvector('okr_spanish', t.term) end) as lexemes,
             (case when t.config = 'en' then phraseto_tsquery('okr_english', t.term) else phraseto_tsquery('okr_spanish', t.term) end)::text as query
      from unnest(${missing.map((t) => t.config)}::text[], ${missing.map((t) => t.term)}::text[]) with ordinality as t(config, term, idx)
      order by t.idx`.execute(db);
    for (const row of rows) {
      const term = missing[row.idx - 1];
      if (!term) continue;
      const words = term.term.split(/\s+/).length;
      const usable = row.lexemes.length > 0 && !(words > 1 && row.lexemes.length === 1);
      if (cache.size > 50_000) cache.clear();
      cache.set(key(term), usable ? { lexemes: row.lexemes, query: row.query } : null);
    }
  }
  return terms.map((t) => cache.get(key(t)) ?? null);
}
