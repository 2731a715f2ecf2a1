import type { AiCitation, AskResponse } from '@okr/contract';
import type { AiState } from './aiState';

const stopWords = new Set(
  'what which who whom when where why how is are was were our the a an of for to in on at do does did we you i have has about with and or can should must be this that these those it its el la los las de del que qué cuál cual es son en para por con un una nuestra nuestro'.split(' '),
);
const wordsOf = (text: string) =>
  (text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? []).filter((w) => !stopWords.has(w) && w.length > 2);
const stem = (word: string) => word.replace(/(ies|es|s|ing|ed)$/, '');

export const NOT_COVERED_EN = "Your documents don't cover this question. Try other words, or upload a document that answers it.";

/** A small stand-in for the server's retrieval: passages sharing at least half of the question's words. */
export function answerFrom(state: AiState, organizationId: string, question: string): Omit<AskResponse, 'creditsRemaining'> {
  const words = [...new Set(wordsOf(question).map(stem))];
  if (words.length === 0) {
    return { answer: 'Your question has no words to search for. Ask about something specific, for example “What is our travel policy for flights?”', citations: [], covered: false, mode: 'extractive' };
  }
  const scored = state.documents
    .filter((d) => d.organizationId === organizationId && d.status === 'ready')
    .flatMap((document) =>
      document.passages.map((passage) => {
        const present = new Set(wordsOf(`${document.title} ${passage.heading ?? ''} ${passage.text}`).map(stem));
        return { document, passage, score: words.filter((w) => present.has(w)).length / words.length };
      }),
    )
    .filter((candidate) => candidate.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  if (scored.length === 0) return { answer: NOT_COVERED_EN, citations: [], covered: false, mode: 'extractive' };
  const citations: AiCitation[] = scored.map(({ document, passage }, index) => {
    const highlights: [number, number][] = [];
    const lower = passage.text.toLowerCase();
    for (const word of words) {
      const at = lower.indexOf(word);
      if (at >= 0) highlights.push([at, at + word.length]);
    }
    return {
      number: index + 1,
      documentId: document.id,
      title: document.title,
      excerpt: passage.text,
      highlights: highlights.sort((a, b) => a[0] - b[0]),
      page: passage.page,
      heading: passage.heading,
    };
  });
  const lines = scored.map(({ passage }, index) => `• “${passage.text.split(/(?<=\.)\s/)[0]}” [${index + 1}]`);
  return { answer: `From your documents:\n\n${lines.join('\n')}`, citations, covered: true, mode: 'extractive' };
}
