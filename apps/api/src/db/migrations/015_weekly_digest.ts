import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// My week and the weekly digest (api-contract.md "My week, across organizations"):
// - users: `weekly_digest` (opt-out, on by default), `time_zone` (IANA, default UTC: the digest's
//   Monday 08:00 is read there) and `language` (en/es: the emails that are not caused by a request
//   are written in it; set from the Accept-Language of the request that last saved the settings);
// - `weekly_digests`: ONE row per user and ISO week, inserted in the transaction that queues the
//   digest (or notes that there was nothing to say), so any number of API processes and restarts
//   send it once;
// - `email_outbox.list_unsubscribe`: the one-click unsubscribe URL (RFC 8058) an email carries;
// - the owner index `GET /me/week` walks for initiatives (key results and tasks have theirs).
// Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('weekly_digest', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('list_unsubscribe', 'text').execute();

  await db.schema
    .createTable('weekly_digests')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // ISO week of the user's local Monday, `YYYY-Www`.
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    // Null when there was nothing to say (no email).
    .addColumn('email_id', 'uuid', (c) => c.references('email_outbox.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('weekly_digests_pkey', ['user_id', 'week'])
    .execute();
  // No organization_id: its writes notify the whole table (migration 012's function without argument).
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql`
      create trigger ${sql.raw(`okr_note_write_${event}`)} after ${sql.raw(event)} on weekly_digests
      for each statement execute function okr_note_org_write()`.execute(db);
  }

  await sql`create index initiatives_org_owner_idx on initiatives (organization_id, owner_id)`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  await sql`drop index initiatives_org_owner_idx`.execute(db);
  await db.schema.dropTable('weekly_digests').execute();
  await db.schema.alterTable('email_outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.alterTable('users').dropColumn('language').dropColumn('time_zone').dropColumn('weekly_digest').execute();
}

export const weeklyDigest: Migration = { up, down };
