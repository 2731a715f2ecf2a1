import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';
import { queryWordsOf } from './expansion/queryWords';
import { languageOf } from './language';
import type { QueryWord } from './expansion/queryWords';

/** The question's words with their other words, and OR-queries of them all for highlighting. */
export interface QueryTerms {
  words: QueryWord[];
  /** OR-queries (english and spanish configurations) of the words and their alternatives. */
  en: string;
  es: string;
  /** Every lexeme of `en` / `es`: what a sentence of the answer is scored by. */
  lexemesEn: string[];
  lexemesEs: string[];
}

/** A lexeme as a tsquery operand: quoted, so no character of it is read as an operator. */
export const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** An OR of lexemes and alternatives' queries as tsquery text; '' for none. */
export const orQuery = (parts: (string | { query: string })[]) =>
  [...new Set(parts.map((p) => (typeof p === 'string' ? operand(p) : `(${p.query})`)))].join(' | ');

export async function queryTermsOf(db: Kysely<Database>, question: string): Promise<QueryTerms> {
  const words = await queryWordsOf(db, question, languageOf(question));
  const own = (config: 'en' | 'es') => words.flatMap((word) => word[config]);
  const other = (config: 'en' | 'es') => words.flatMap((word) => word.alternatives.filter((a) => a.config === config));
  const lexemes = (config: 'en' | 'es') => [...new Set([...own(config), ...other(config).flatMap((a) => a.lexemes)])];
  return {
    words,
    en: orQuery([...own('en'), ...other('en')]),
    es: orQuery([...own('es'), ...other('es')]),
    lexemesEn: lexemes('en'),
    lexemesEs: lexemes('es'),
  };
}

/** Nothing to search for: every word of the question was a stop word. */
export const isEmptyQuery = (terms: QueryTerms) => terms.words.length === 0;
