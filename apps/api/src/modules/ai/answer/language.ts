export type AnswerLanguage = 'en' | 'es';

const spanishWords = new Set(
  'qué que cuál cual cuáles cuales cómo como cuándo cuando dónde donde cuántos cuantos cuántas cuantas quién quien por para de del la las el los un una unos unas es son nuestra nuestro nuestras nuestros hay tenemos sobre con sin se al en y o política viajes vuelos gastos objetivos plan trimestre'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'what which how when where who why is are our the a an of for to in on do does we have about with and or policy travel flights plan quarter'.split(' '),
);

/** The question's language, for the answer's own words (the quoted sentences stay as written). */
export function languageOf(question: string): AnswerLanguage {
  const words = question.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  let es = /[¿¡ñáéíóú]/i.test(question) ? 2 : 0;
  let en = 0;
  for (const word of words) {
    if (spanishWords.has(word)) es++;
    if (englishWords.has(word)) en++;
  }
  return es > en ? 'es' : 'en';
}

export const answerText = {
  en: {
    intro: 'From your documents:',
    notCovered:
      "Your documents don't cover this question. Try other words, or upload a document that answers it.",
    noDocuments: 'There are no documents to answer from yet. Upload one first (PDF, DOCX, Markdown or text).',
    stopWords:
      'Your question has no words to search for. Ask about something specific, for example “What is our travel policy for flights?”',
    collection: (count: number, list: string) =>
      count === 0 ? 'No documents are ready yet.' : `${count} document${count === 1 ? ' is' : 's are'} ready to answer from:\n\n${list}`,
    pending: (count: number) => `\n\n${count} more ${count === 1 ? 'is' : 'are'} still being processed.`,
    failed: (count: number) => `\n\n${count} could not be read (see the documents list for why).`,
  },
  es: {
    intro: 'Según tus documentos:',
    notCovered: 'Tus documentos no responden a esta pregunta. Prueba con otras palabras o sube un documento que la responda.',
    noDocuments: 'Todavía no hay documentos con los que responder. Sube uno primero (PDF, DOCX, Markdown o texto).',
    stopWords:
      'Tu pregunta no tiene palabras que buscar. Pregunta por algo concreto, por ejemplo «¿Cuál es nuestra política de vuelos?»',
    collection: (count: number, list: string) =>
      count === 0
        ? 'Todavía no hay documentos listos.'
        : `${count} documento${count === 1 ? ' está listo' : 's están listos'} para responder:\n\n${list}`,
    pending: (count: number) => `\n\n${count} más ${count === 1 ? 'se está' : 'se están'} procesando.`,
    failed: (count: number) => `\n\n${count} no se ${count === 1 ? 'pudo' : 'pudieron'} leer (la lista de documentos dice por qué).`,
  },
} as const;
