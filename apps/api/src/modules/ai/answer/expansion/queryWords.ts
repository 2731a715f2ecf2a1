import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/Database';
import type { AnswerLanguage } from '../language';
import { domainSynonyms } from './domainSynonyms';
import { termLexemes } from './termLexemes';
import type { Config } from './termLexemes';
import { isMainlyNoun, wordNetSynonyms } from './wordNet';

/** Weights of another word for one of the question's (its own words weigh 1). */
export const DOMAIN_WEIGHT = 0.8;
export const WORDNET_WEIGHT = 0.5;

/** Another way to say a word of the question: all its lexemes must be in a chunk, in that configuration. */
export interface Alternative {
  config: Config;
  lexemes: string[];
  /** The tsquery that finds it: several words only as a phrase ("paid time off" is not "paid ... time"). */
  query: string;
  /** For several words, the phrase a chunk's text must hold (folded: lower case, no accents). */
  phrase: string | null;
  weight: number;
}

export interface QueryWord {
  text: string;
  en: string[];
  es: string[];
  alternatives: Alternative[];
  /** Names a subject: a term of the synonym table, a mostly-noun English word by WordNet, another word unless it ends like a verb in a Spanish question. */
  noun: boolean;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’&+-][\p{L}\p{N}]+)*/gu;
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
export const tokensOf = (text: string) => fold(text).match(TOKEN) ?? [];
const singular = (token: string) =>
  token.length > 4 && token.endsWith('es') ? token.slice(0, -2) : token.length > 3 && token.endsWith('s') ? token.slice(0, -1) : token;
/** "company's" is "company" to the synonym table, as to the stemmer. */
const bare = (token: string) => singular(token.replace(/'s$/, ''));
const same = (a: string, b: string) => a === b || bare(a) === bare(b);

/**
 * Words that only shape a question ("how many", "can I get", "¿puedo...?"), in neither
 * PostgreSQL stop-word list: a document holding them is no closer to the answer.
 */
const questionWords = new Set(
  ('many much get gets got getting want need know tell please would could should also one thing things ' +
    'something anything someone somebody anyone anybody ' +
    'cual cuales cuando cuanto cuanta cuantos cuantas donde quien quienes como si ir algo alguien ' +
    'puedo puede pueden podemos debo debe deben hacer hago hace da dan dar tengo tiene tienen tenemos vamos va van ve ven cada').split(' '),
);

/** Nouns of time and measure that frame a question ("each day", "last year") rather than name its subject. */
const vagueNouns = new Set(
  'day days year years week weeks month months time times way ways lot kind distance distances dia dias jornada jornadas ano anos semana semanas mes meses vez veces distancia distancias'.split(' '),
);

/** Endings of Spanish infinitives and common conjugations ("pagan", "sumaremos", "corresponden"), and of an infinitive with its pronoun ("quedarme"). */
const spanishVerb = /\p{L}{3}(ar|er|ir|an|en|amos|emos|imos|aron|ieron|ado|ido|ando|iendo)$|\p{L}{2}(ar|er|ir)(me|te|se|nos|lo|la|le|los|las|les)$/u;

const long = (lexeme: string) => lexeme.length > 1 || /\d/.test(lexeme);

/** Which synonym groups the question names, by the folded tokens they cover. */
function matchGroups(tokens: string[]): Map<string, Set<number>> {
  const byToken = new Map<string, Set<number>>();
  domainSynonyms.forEach((group, index) => {
    for (const term of [...group.en, ...group.es]) {
      const parts = tokensOf(term);
      for (let start = 0; start + parts.length <= tokens.length; start++) {
        if (!parts.every((part, offset) => same(tokens[start + offset] ?? '', part))) continue;
        for (let offset = 0; offset < parts.length; offset++) {
          const token = tokens[start + offset] ?? '';
          byToken.set(token, (byToken.get(token) ?? new Set()).add(index));
        }
      }
    }
  });
  return byToken;
}

/**
 * Whether a word names what the question is about: a term of the synonym table does ("leave" in
 * "parental leave") unless its group is of actions or qualities; else, in an English question, a
 * word WordNet knows mostly as a noun; in a Spanish one, a word that does not end like a verb.
 */
function isNoun(folded: string, groups: Set<number> | undefined, language: AnswerLanguage): boolean {
  if (vagueNouns.has(folded)) return false;
  if ([...(groups ?? [])].some((g) => !domainSynonyms[g]?.verbs)) return true;
  if (language === 'es') return !spanishVerb.test(folded);
  return isMainlyNoun(folded) ?? true;
}

/**
 * The question's words worth searching for, each with its other words: the product's synonym
 * table (both languages, weight 0.7) and WordNet's synonyms of an English word (0.4). A word
 * either language drops as a stop word ("de", "la", "what", "the") is dropped from both, so a
 * Spanish question's "de" finds no English chunk and "¿qué es lo que hay?" searches nothing.
 */
export async function queryWordsOf(db: Kysely<Database>, question: string, language: AnswerLanguage): Promise<QueryWord[]> {
  const raw = question.toLowerCase().match(TOKEN) ?? [];
  const tokens = [...new Set(raw)].slice(0, 64);
  if (tokens.length === 0) return [];
  const { rows } = await sql<{ idx: number; en: string[]; es: string[] }>`
    select t.idx::int as idx,
           tsvector_to_array(to_tsvector('okr_english', t.w)) as en,
           tsvector_to_array(to_tsvector('okr_spanish', t.w)) as es
    from unnest(${tokens}::text[]) with ordinality as t(w, idx)
    order by t.idx`.execute(db);
  const groups = matchGroups(raw.map(fold));
  const kept = rows
    // One-letter lexemes ("s" of "company's" in the Spanish configuration) find anything.
    .map((row) => ({ text: tokens[row.idx - 1] ?? '', en: row.en.filter(long), es: row.es.filter(long) }))
    .filter((word) => word.en.length > 0 && word.es.length > 0 && !questionWords.has(fold(word.text)));

  const wanted: { word: number; config: Config; term: string; weight: number }[] = [];
  kept.forEach((word, index) => {
    for (const group of groups.get(fold(word.text)) ?? []) {
      const { en, es } = domainSynonyms[group] ?? { en: [], es: [] };
      for (const term of en) wanted.push({ word: index, config: 'en', term, weight: DOMAIN_WEIGHT });
      for (const term of es) wanted.push({ word: index, config: 'es', term, weight: DOMAIN_WEIGHT });
    }
    // WordNet is English: in a Spanish question it reads "ir" as iridium and "comer" as a newcomer.
    if (language === 'en') for (const term of wordNetSynonyms(word.text).slice(0, 12)) wanted.push({ word: index, config: 'en', term, weight: WORDNET_WEIGHT });
  });
  const lexemes = await termLexemes(db, wanted);
  const words: QueryWord[] = kept.map((word) => ({
    ...word,
    alternatives: [],
    noun: isNoun(fold(word.text), groups.get(fold(word.text)), language),
  }));
  wanted.forEach((want, index) => {
    const found = lexemes[index];
    const word = words[want.word];
    if (!found || !word) return;
    const own = want.config === 'en' ? word.en : word.es;
    if (found.lexemes.every((lexeme) => own.includes(lexeme))) return;
    const twin = word.alternatives.find((a) => a.config === want.config && a.query === found.query);
    if (twin) twin.weight = Math.max(twin.weight, want.weight);
    else {
      const phrase = found.lexemes.length > 1 ? tokensOf(want.term).join(' ') : null;
      word.alternatives.push({ config: want.config, ...found, phrase, weight: want.weight });
    }
  });
  return words;
}
