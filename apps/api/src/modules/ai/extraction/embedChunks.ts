import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/Database';
import { scoped } from '../../../db/scoped';
import type { AiEmbeddingsConfig } from '../aiConfig';
import { EMBED_BATCH, EMBED_BATCH_TIMEOUT_MS, embedTexts, EmbeddingFailure, toBytes } from '../answer/embeddings';

/**
 * Embeds a ready document's chunks that have no embedding of the configured model yet, in
 * batches. A failure leaves the rest unembedded and is logged: the document stays ready, and
 * answers from it are found by full-text search alone.
 */
export async function embedChunks(
  db: Kysely<Database>,
  config: AiEmbeddingsConfig,
  organizationId: string,
  documentId: string,
  log: FastifyBaseLogger,
): Promise<number> {
  const chunks = await scoped(db, organizationId)
    .selectFrom('ai_chunks')
    .select(['id', 'document_title', 'heading', 'body'])
    .where('document_id', '=', documentId)
    .where((eb) => eb.or([eb('embedding_model', 'is', null), eb('embedding_model', '!=', config.model)]))
    .orderBy('ordinal')
    .execute();
  let embedded = 0;
  for (let i = 0; i < chunks.length; i += EMBED_BATCH) {
    const batch = chunks.slice(i, i + EMBED_BATCH);
    let vectors: Float32Array[];
    try {
      // Title and heading included, as the full-text vectors include them.
      const texts = batch.map((c) => [c.document_title, c.heading, c.body].filter(Boolean).join('\n'));
      vectors = await embedTexts(config, texts, undefined, Math.max(config.timeoutMs, EMBED_BATCH_TIMEOUT_MS));
    } catch (error) {
      if (!(error instanceof EmbeddingFailure)) throw error;
      log.warn({ err: error, documentId }, 'chunk embeddings failed: the document is searched by full text only');
      return embedded;
    }
    for (const [index, chunk] of batch.entries()) {
      const vector = vectors[index];
      if (!vector) continue;
      await scoped(db, organizationId)
        .updateTable('ai_chunks')
        .set({ embedding: toBytes(vector), embedding_model: config.model })
        .where('id', '=', chunk.id)
        .execute();
      embedded++;
    }
  }
  return embedded;
}
