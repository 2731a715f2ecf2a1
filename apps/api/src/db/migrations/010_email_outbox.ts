import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Email (api-contract.md "Email"): an outbox row written in the transaction of what causes the
// email, delivered at least once by any API process (jobs/JobQueue: lease by the database's clock,
// attempt number, retry schedule), the same Message-ID on every attempt. Password reset links:
// only their SHA-256 hash is kept, single use, one hour.
// Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    // The link the email carries, for the log line of the embedded default (never a secret elsewhere).
    .addColumn('link', 'text')
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // The senders' claim: due waiting rows first. The admin list: newest first, by recipient prefix.
  await sql`create index email_outbox_due_idx on email_outbox (next_attempt_at, id) where status = 'queued'`.execute(db);
  await sql`create index email_outbox_time_idx on email_outbox (created_at desc, id desc)`.execute(db);
  await sql`create index email_outbox_to_idx on email_outbox (lower(to_address) text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  for (const table of ['email_outbox', 'password_resets']) {
    await sql`
      create trigger okr_note_write after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function okr_note_write()`.execute(db);
  }
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('email_outbox').execute();
}

export const emailOutbox: Migration = { up, down };
