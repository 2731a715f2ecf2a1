import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';
import { scoped } from '../../../db/scoped';
import type { AiEmbeddingsConfig } from '../aiConfig';
import { cosine, embedTexts, EmbeddingFailure, fromBytes } from './embeddings';

/** How many of the nearest chunks join the fusion. */
const DENSE_POOL = 24;

/**
 * The organization's chunks nearest the question's embedding (same model only), best first; []
 * when the question could not be embedded in time: the answer is then lexical, never an error.
 */
export async function denseRanking(
  db: Kysely<Database>,
  config: AiEmbeddingsConfig,
  organizationId: string,
  question: string,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<string[]> {
  let query: Float32Array | undefined;
  try {
    [query] = await embedTexts(config, [question], signal);
  } catch (error) {
    if (!(error instanceof EmbeddingFailure)) throw error;
    log.warn({ err: error }, 'question embedding failed: answering from full-text search only');
    return [];
  }
  if (!query) return [];
  const rows = await scoped(db, organizationId)
    .selectFrom('ai_chunks')
    .select(['id', 'embedding'])
    .where('embedding_model', '=', config.model)
    .where('embedding', 'is not', null)
    .execute();
  const vector = query;
  return rows
    .map((row) => ({ id: row.id, score: row.embedding ? cosine(vector, fromBytes(row.embedding)) : -1 }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, DENSE_POOL)
    .map((row) => row.id);
}
