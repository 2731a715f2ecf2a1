import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';
import type { QueryTerms } from './queryTerms';
import type { Candidate } from './searchChunks';

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
