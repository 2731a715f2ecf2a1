import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Webhooks (api-contract.md "Webhooks"): an organization's endpoints, and the delivery outbox —
// one row per event and subscribed endpoint, written in the transaction of the change it reports
// and delivered by jobs/JobQueue (its queue columns). The body is fixed when the row is written,
// so every attempt (and a redelivery) sends the same bytes under the same `webhook-id`.
// The signing secret must be kept (a hash cannot sign): it is stored encrypted (AES-256-GCM,
// see modules/webhooks/webhookSecret.ts) and never answered after its creation.
// Numbered 013: 012 was taken by the write notifications by organization, whose four triggers
// each new table carries here. Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    // Of whoever last saved it: the language of the email when it is disabled after failures.
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_delivery_at', 'timestamptz')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index webhooks_organization_idx on webhooks (organization_id, seq desc)`.execute(db);

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('webhook_id', 'uuid', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('event_id', 'uuid', (c) => c.notNull())
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
  // The deliverers' claim: due pending rows first. The deliveries log: an endpoint's, newest first.
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, id) where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, seq desc)`.execute(db);

  for (const table of ['webhooks', 'webhook_deliveries']) {
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
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}

export const webhooks: Migration = { up, down };
