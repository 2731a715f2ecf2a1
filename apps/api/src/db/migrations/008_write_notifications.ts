import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Every commit that writes a table says so on the `okr_writes` channel (payload: the table's name),
// so each API process can drop the cached reads another process's write has changed
// (db/listenForWrites.ts, db/ReadCache.ts). Statement-level triggers: one notification per
// statement, and PostgreSQL folds the same (channel, payload) of one transaction into one,
// delivered only if and when it commits. Tables added later get the same trigger in their own
// migration (test/platform/writeNotifications.test.ts checks every table has it).
// Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const tables = [
  'ai_chunks',
  'ai_credit_usage',
  'ai_document_uploads',
  'ai_documents',
  'ai_lexeme_stats',
  'app_secrets',
  'audit_events',
  'check_ins',
  'config_options',
  'contact_messages',
  'initiative_key_results',
  'initiative_objectives',
  'initiatives',
  'key_results',
  'objectives',
  'organization_members',
  'organizations',
  'rate_limits',
  'refresh_tokens',
  'role_permissions',
  'roles',
  'tasks',
  'user_roles',
  'users',
];

async function up(db: AnyDb): Promise<void> {
  await sql`
    create function okr_note_write() returns trigger language plpgsql as $$
    begin
      perform pg_notify('okr_writes', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of tables) {
    await sql`
      create trigger okr_note_write after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function okr_note_write()`.execute(db);
  }
}

async function down(db: AnyDb): Promise<void> {
  for (const table of tables) await sql`drop trigger okr_note_write on ${sql.table(table)}`.execute(db);
  await sql`drop function okr_note_write()`.execute(db);
}

export const writeNotifications: Migration = { up, down };
