import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Kysely<any>: a migration must keep compiling against the schema of its own time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Messages of the public contact form (`POST /api/contact`), read by super administrators. */
async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}

export const contactMessages: Migration = { up, down };
