import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The bytes of an upload waiting for extraction, in the database rather than on the disk of the
// process that received it: several API processes on one PostgreSQL share the queue, and any of
// them may claim the job. Stored in parts (a few hundred KiB each), so no single value is large;
// removed once the document is ready or failed, and with the document (cascade).
// Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ai_document_uploads')
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('ai_documents.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull().check(sql`part >= 0`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_document_uploads_pk', ['document_id', 'part'])
    .execute();
  await db.schema.createIndex('ai_document_uploads_organization_idx').on('ai_document_uploads').column('organization_id').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ai_document_uploads').execute();
}

export const aiUploadBytes: Migration = { up, down };
