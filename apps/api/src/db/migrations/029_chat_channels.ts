import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Chat channels (api-contract.md "Chat: Slack and Microsoft Teams", issue 35): an organization's
// Slack and Teams incoming-webhook URLs, and their delivery outbox — one row per event and
// subscribed channel, written in the transaction of the change it reports and delivered by
// jobs/JobQueue (its queue columns), like webhook_deliveries. The body is the channel's own
// payload (Block Kit or an Adaptive Card), fixed when the row is written.
// chat_digest_weeks: the weeks whose chat digest an organization was sent (once each).
// Numbered 029: 028 is taken by the comments branch. Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('chat_channels')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('slack', 'teams')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_delivery_at', 'timestamptz')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index chat_channels_organization_idx on chat_channels (organization_id, seq desc)`.execute(db);

  await db.schema
    .createTable('chat_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('chat_channels.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('response_status', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await sql`create index chat_deliveries_due_idx on chat_deliveries (next_attempt_at, id) where status = 'pending'`.execute(db);
  await sql`create index chat_deliveries_channel_idx on chat_deliveries (channel_id, seq desc)`.execute(db);

  await db.schema
    .createTable('chat_digest_weeks')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_digest_weeks_pk', ['organization_id', 'week'])
    .execute();

  for (const table of ['chat_channels', 'chat_deliveries', 'chat_digest_weeks']) {
    await sql`
      create trigger okr_note_write_insert after insert on ${sql.table(table)}
      referencing new table as new_rows
      for each statement execute function okr_note_org_write('organization_id')`.execute(db);
    await sql`
      create trigger okr_note_write_update after update on ${sql.table(table)}
      referencing old table as old_rows new table as new_rows
      for each statement execute function okr_note_org_write('organization_id')`.execute(db);
    await sql`
      create trigger okr_note_write_delete after delete on ${sql.table(table)}
      referencing old table as old_rows
      for each statement execute function okr_note_org_write('organization_id')`.execute(db);
    await sql`
      create trigger okr_note_write_truncate after truncate on ${sql.table(table)}
      for each statement execute function okr_note_org_write()`.execute(db);
  }
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('chat_digest_weeks').execute();
  await db.schema.dropTable('chat_deliveries').execute();
  await db.schema.dropTable('chat_channels').execute();
}

export const chatChannels: Migration = { up, down };
