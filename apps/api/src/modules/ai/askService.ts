import type { AiCitation, AskResponse } from '@okr/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { AiConfig } from './aiConfig';
import { CitationFilter, citedNumbers } from './answer/citationFilter';
import { denseRanking } from './answer/denseRanking';
import { ModelFailure, streamModelAnswer } from './answer/modelAnswer';
import { extractiveAnswer, retrieve } from './answer/retrieve';
import type { Source } from './answer/retrieve';
import { refundCredit, reserveCredit } from './credits';

/** Where a streamed answer goes as it is produced (server-sent events); absent for a JSON answer. */
export interface AskStream {
  sources(sources: AiCitation[]): void;
  delta(text: string, reset?: boolean): void;
}

export interface AskContext {
  db: Kysely<Database>;
  ai: AiConfig;
  log: FastifyBaseLogger;
  organizationId: string;
  /** Aborts when the browser goes away: the model call stops. */
  signal: AbortSignal;
}

const citationOf = ({ body: _body, ...citation }: Source): AiCitation => citation;

/**
 * One question: a credit reserved first (402 at zero), the organization's documents searched, then
 * the model's answer when one is configured (streamed, citations checked) or the extractive one.
 * The credit is given back when the documents don't cover the question or anything fails.
 */
export async function ask(context: AskContext, question: string, stream?: AskStream): Promise<AskResponse> {
  const { db, organizationId } = context;
  const reservedAt = new Date();
  const remaining = await reserveCredit(db, organizationId, reservedAt);
  try {
    const { embeddings } = context.ai;
    const dense = embeddings ? (text: string) => denseRanking(db, embeddings, organizationId, text, context.log, context.signal) : undefined;
    const retrieval = await retrieve(db, organizationId, question, dense);
    if (retrieval.kind !== 'covered') {
      const charged = retrieval.kind === 'collection';
      if (!charged) await refundCredit(db, organizationId, reservedAt);
      stream?.sources([]);
      stream?.delta(retrieval.answer);
      return {
        answer: retrieval.answer,
        citations: [],
        creditsRemaining: charged ? remaining : remaining + 1,
        covered: charged,
        mode: 'extractive',
      };
    }
    const { sources } = retrieval;
    const valid = new Set(sources.map((source) => source.number));
    stream?.sources(sources.map(citationOf));

    let streamed = false;
    if (context.ai.model) {
      const filter = new CitationFilter(valid);
      try {
        for await (const delta of streamModelAnswer(context.ai.model, question, sources, retrieval.language, context.signal)) {
          const out = filter.push(delta);
          if (out) {
            streamed = true;
            stream?.delta(out);
          }
        }
        const tail = filter.flush();
        if (tail) stream?.delta(tail);
        const answer = filter.answer.trim();
        if (answer && !context.signal.aborted) {
          const cited = citedNumbers(answer, valid);
          return {
            answer,
            citations: sources.filter((source) => cited.includes(source.number)).map(citationOf),
            creditsRemaining: remaining,
            covered: cited.length > 0,
            mode: 'model',
          };
        }
      } catch (error) {
        if (!(error instanceof ModelFailure)) throw error;
        context.log.warn({ err: error }, 'AI model failed: answering extractively');
      }
    }
    const { answer, cited } = await extractiveAnswer(db, retrieval);
    // After a model that failed midway, `done` carries the whole answer that replaces the partial one.
    stream?.delta(answer, streamed);
    return {
      answer,
      citations: sources.filter((source) => cited.includes(source.number)).map(citationOf),
      creditsRemaining: remaining,
      covered: true,
      mode: 'extractive',
    };
  } catch (error) {
    await refundCredit(db, organizationId, reservedAt).catch(() => {});
    throw error;
  }
}
