import type { Section } from './extractSections';

export interface Chunk {
  ordinal: number;
  page: number | null;
  heading: string | null;
  body: string;
}

/** Words a chunk aims for: big enough to hold an answer, small enough to cite precisely. */
export const CHUNK_TARGET_WORDS = 120;
export const CHUNK_MAX_WORDS = 200;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Sentences of a paragraph, for paragraphs too long to keep whole. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\d¿¡"“(•])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Chunks by structure: a chunk never crosses a page or a heading, keeps whole paragraphs while
 * they fit, and splits an overlong paragraph at sentence ends (never inside a sentence unless one
 * sentence alone is too long).
 */
export function chunkSections(sections: Section[]): Chunk[] {
  const chunks: Chunk[] = [];
  for (const section of sections) {
    const units: string[] = [];
    for (const paragraph of section.text.split(/\n\s*\n/)) {
      const text = paragraph.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, ' ').trim();
      if (!text) continue;
      if (wordCount(text) <= CHUNK_MAX_WORDS) units.push(text);
      else {
        for (const sentence of splitSentences(text)) {
          const words = sentence.split(' ');
          for (let i = 0; i < words.length; i += CHUNK_MAX_WORDS) units.push(words.slice(i, i + CHUNK_MAX_WORDS).join(' '));
        }
      }
    }
    let current: string[] = [];
    let words = 0;
    const flush = () => {
      if (current.length === 0) return;
      chunks.push({ ordinal: chunks.length, page: section.page, heading: section.heading, body: current.join('\n\n') });
      current = [];
      words = 0;
    };
    for (const unit of units) {
      const count = wordCount(unit);
      if (words > 0 && (words >= CHUNK_TARGET_WORDS || words + count > CHUNK_MAX_WORDS)) flush();
      current.push(unit);
      words += count;
    }
    flush();
  }
  return chunks;
}
