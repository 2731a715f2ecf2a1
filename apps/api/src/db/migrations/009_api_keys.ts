import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// API keys (api-contract.md "API keys"): a secret stored only as its SHA-256 hash, the flags it
// holds in its organization, and when it was last used (written in batches, not per request).
// Audit entries name the key that acted (`actor_type` 'api_key', its id and name at the time).
// Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('permissions', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index api_keys_organization_idx on api_keys (organization_id, seq desc)`.execute(db);
  await sql`
    create trigger okr_note_write after insert or update or delete or truncate on api_keys
    for each statement execute function okr_note_write()`.execute(db);

  await sql`alter table audit_events add column actor_type text not null default 'user'`.execute(db);
  await sql`alter table audit_events add column actor_api_key_id uuid`.execute(db);
  await sql`alter table audit_events add column actor_name text`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  await sql`alter table audit_events drop column actor_name`.execute(db);
  await sql`alter table audit_events drop column actor_api_key_id`.execute(db);
  await sql`alter table audit_events drop column actor_type`.execute(db);
  await db.schema.dropTable('api_keys').execute();
}

export const apiKeys: Migration = { up, down };
