import type { Kysely, Migration } from 'kysely';

// A chunk's embedding, stored at indexing time when an embeddings model is configured: float32
// values, little-endian, in a bytea (no pgvector: PGlite's is pinned to one version and Debian's
// PostgreSQL 15 has none), with the model that made it so another model's vectors are never
// compared with a question's. Null: not embedded (no model configured, or the call failed).
// Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ai_chunks').addColumn('embedding', 'bytea').execute();
  await db.schema.alterTable('ai_chunks').addColumn('embedding_model', 'text').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ai_chunks').dropColumn('embedding_model').execute();
  await db.schema.alterTable('ai_chunks').dropColumn('embedding').execute();
}

export const aiChunkEmbeddings: Migration = { up, down };
