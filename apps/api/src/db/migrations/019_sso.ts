import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Single sign-on (api-contract.md "Single sign-on", issue 19), frozen once shipped:
// - `sso_connections`: one OpenID Connect connection per organization; the client secret sealed
//   with AES-256-GCM (SSO_SECRET_KEY, else a key kept in `app_secrets`), never in clear; the
//   issuer's discovery document as fetched when the connection was saved (`metadata`).
// - `sso_domains`: a domain belongs to one organization in the whole installation (primary key);
//   `token` is the value of its TXT record `okr-verification=<token>`; `verified_at` once checked.
// - `sso_logins`: a started sign-in (state as a SHA-256 hash, nonce, PKCE verifier), deleted when
//   the callback uses it (single use) and refused after `expires_at`.
// Each table notifies its writes by organization, like migration 012/014 asks of every table.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The four statement triggers of migration 012/014, by organization. */
async function noteWritesByOrganization(db: AnyDb, table: string): Promise<void> {
  const events = [
    ['insert', sql`referencing new table as new_rows`],
    ['update', sql`referencing old table as old_rows new table as new_rows`],
    ['delete', sql`referencing old table as old_rows`],
  ] as const;
  for (const [event, transition] of events) {
    await sql`
      create trigger ${sql.raw(`okr_note_write_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      ${transition}
      for each statement execute function okr_note_org_write('organization_id')`.execute(db);
  }
  await sql`
    create trigger okr_note_write_truncate after truncate on ${sql.table(table)}
    for each statement execute function okr_note_org_write()`.execute(db);
}

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sso_connections')
    .addColumn('organization_id', 'uuid', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret_sealed', 'text', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('default_role_type', 'text', (c) => c.notNull().check(sql`default_role_type in ('Admin', 'Editor', 'Viewer')`))
    .addColumn('enforced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await noteWritesByOrganization(db, 'sso_connections');

  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey().check(sql`domain = lower(domain)`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('sso_connections.organization_id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sso_domains_org_idx on sso_domains (organization_id, position)`.execute(db);
  await noteWritesByOrganization(db, 'sso_domains');

  await db.schema
    .createTable('sso_logins')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sso_logins_expires_idx on sso_logins (expires_at)`.execute(db);
  await noteWritesByOrganization(db, 'sso_logins');
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sso_logins').execute();
  await db.schema.dropTable('sso_domains').execute();
  await db.schema.dropTable('sso_connections').execute();
}

export const sso: Migration = { up, down };
