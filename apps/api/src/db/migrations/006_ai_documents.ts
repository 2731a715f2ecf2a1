import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The AI assistant: documents (metadata and status), their chunks (extracted text with weighted
// full-text vectors in English and Spanish, accents folded) and credits spent per month.
// Frozen once shipped: values spelled out here, not imported from @okr/contract.

const statuses = ['uploaded', 'extracting', 'ready', 'failed'];
const kinds = ['pdf', 'docx', 'md', 'txt'];

const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A weighted vector of a chunk in one configuration: the document's title weighs most (A), then
 * the heading (B), then the body (C). Generated and stored, so PGlite and PostgreSQL index the
 * same thing; the configuration (not the expression) folds accents, so it stays immutable.
 */
const weightedVector = (config: string) => sql.raw(`(
    setweight(to_tsvector('${config}'::regconfig, coalesce(document_title, '')), 'A') ||
    setweight(to_tsvector('${config}'::regconfig, coalesce(heading, '')), 'B') ||
    setweight(to_tsvector('${config}'::regconfig, body), 'C')
  )`);

async function up(db: AnyDb): Promise<void> {
  // Trusted since PostgreSQL 13 (a database owner may create it); PGlite loads it as an extension.
  await sql`create extension if not exists unaccent`.execute(db);
  for (const [name, base, stem] of [
    ['okr_english', 'english', 'english_stem'],
    ['okr_spanish', 'spanish', 'spanish_stem'],
  ] as const) {
    await sql.raw(`create text search configuration ${name} (copy = ${base})`).execute(db);
    await sql
      .raw(`alter text search configuration ${name} alter mapping for hword, hword_part, word with unaccent, ${stem}`)
      .execute(db);
  }

  await db.schema
    .createTable('ai_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('uploaded').check(oneOf('status', statuses)))
    .addColumn('error', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', kinds)))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('page_count', 'integer')
    .addColumn('chunk_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ai_documents_organization_idx')
    .on('ai_documents')
    .columns(['organization_id', 'created_at'])
    .execute();
  // The extraction queue: documents waiting or in progress, oldest first.
  await db.schema
    .createIndex('ai_documents_queue_idx')
    .on('ai_documents')
    .columns(['status', 'created_at'])
    .where(sql.ref('status'), 'in', ['uploaded', 'extracting'])
    .execute();

  await db.schema
    .createTable('ai_chunks')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('ai_documents.id').onDelete('cascade'))
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer')
    .addColumn('heading', 'text')
    .addColumn('document_title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tsv_en', sql`tsvector`, (c) => c.generatedAlwaysAs(weightedVector('okr_english')).stored())
    .addColumn('tsv_es', sql`tsvector`, (c) => c.generatedAlwaysAs(weightedVector('okr_spanish')).stored())
    .addUniqueConstraint('ai_chunks_document_ordinal_unique', ['document_id', 'ordinal'])
    .execute();
  await db.schema.createIndex('ai_chunks_organization_idx').on('ai_chunks').column('organization_id').execute();
  await sql`create index ai_chunks_tsv_en_idx on ai_chunks using gin (tsv_en)`.execute(db);
  await sql`create index ai_chunks_tsv_es_idx on ai_chunks using gin (tsv_es)`.execute(db);

  // How many chunks of the organization hold each lexeme (per configuration), kept in step with
  // the chunks when a document becomes ready or is deleted: the weights of a question's words.
  await db.schema
    .createTable('ai_lexeme_stats')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('config', 'text', (c) => c.notNull().check(oneOf('config', ['en', 'es'])))
    .addColumn('lexeme', 'text', (c) => c.notNull())
    .addColumn('df', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_lexeme_stats_pk', ['organization_id', 'config', 'lexeme'])
    .execute();

  await db.schema
    .createTable('ai_credit_usage')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('used', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used >= 0`),
    )
    .addPrimaryKeyConstraint('ai_credit_usage_pk', ['organization_id', 'month'])
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ai_credit_usage').execute();
  await db.schema.dropTable('ai_lexeme_stats').execute();
  await db.schema.dropTable('ai_chunks').execute();
  await db.schema.dropTable('ai_documents').execute();
  await sql`drop text search configuration if exists okr_spanish`.execute(db);
  await sql`drop text search configuration if exists okr_english`.execute(db);
}

export const aiDocumentsSchema: Migration = { up, down };
