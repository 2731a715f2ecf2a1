import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Invitations (api-contract.md "Invitations"): who is invited to which organization with which
// role, and every link ever sent for it, kept only as the SHA-256 of its token. A resend makes a
// new link and marks the old one replaced (it then answers 410, not 404). `expired` is stored only
// when a newer invitation for the same address takes the place of an expired one; otherwise a
// pending row past its expiry reads as expired. At most one pending invitation per address and
// organization. Frozen once shipped: values spelled out here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role_type', 'text', (c) => c.notNull().check(sql`role_type in ('Admin', 'Editor', 'Viewer')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'revoked', 'expired')`),
    )
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('invited_by_name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index invitations_organization_idx on invitations (organization_id, seq desc)`.execute(db);
  await sql`create unique index invitations_pending_email_idx on invitations (organization_id, email) where status = 'pending'`.execute(db);

  await db.schema
    .createTable('invitation_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('invitation_id', 'uuid', (c) => c.notNull().references('invitations.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replaced_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invitation_links_invitation_idx').on('invitation_links').column('invitation_id').execute();

  for (const table of ['invitations', 'invitation_links']) {
    await sql`
      create trigger okr_note_write after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function okr_note_write()`.execute(db);
  }
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invitation_links').execute();
  await db.schema.dropTable('invitations').execute();
}

export const invitations: Migration = { up, down };
