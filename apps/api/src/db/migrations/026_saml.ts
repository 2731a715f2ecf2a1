import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// SAML 2.0 beside OpenID Connect (api-contract.md "SAML 2.0 (Enterprise), beside OpenID Connect",
// issue 33), frozen once shipped:
// - `sso_connections` gains `protocol` (oidc | saml). A SAML connection keeps the IdP's entity id
//   in `issuer` and what its metadata said in `metadata` ({ entityId, ssoUrl, certificates });
//   it has no client id or secret (now nullable, still required of oidc rows by a check).
//   `saml_metadata_url` is where the metadata was fetched from (null when pasted);
//   `allow_idp_initiated` accepts responses that answer no request of ours.
// - `saml_requests`: the id of each AuthnRequest we sent, until its response uses it (deleted:
//   single use) or `expires_at`.
// - `saml_assertions`: each assertion id accepted, per organization, until its NotOnOrAfter has
//   passed (a replay is refused as long as the assertion itself could still be valid).
// Each table notifies its writes by organization (migration 012/014).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

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
    .alterTable('sso_connections')
    .addColumn('protocol', 'text', (c) => c.notNull().defaultTo('oidc').check(sql`protocol in ('oidc', 'saml')`))
    .execute();
  await db.schema.alterTable('sso_connections').addColumn('saml_metadata_url', 'text').execute();
  await db.schema.alterTable('sso_connections').addColumn('allow_idp_initiated', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('sso_connections').alterColumn('client_id', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('sso_connections').alterColumn('client_secret_sealed', (c) => c.dropNotNull()).execute();
  await sql`alter table sso_connections add constraint sso_connections_oidc_client check (protocol <> 'oidc' or (client_id is not null and client_secret_sealed is not null))`.execute(db);

  await db.schema
    .createTable('saml_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index saml_requests_expires_idx on saml_requests (expires_at)`.execute(db);
  await noteWritesByOrganization(db, 'saml_requests');

  await db.schema
    .createTable('saml_assertions')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('assertion_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saml_assertions_pkey', ['organization_id', 'assertion_id'])
    .execute();
  await sql`create index saml_assertions_expires_idx on saml_assertions (expires_at)`.execute(db);
  await noteWritesByOrganization(db, 'saml_assertions');
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saml_assertions').execute();
  await db.schema.dropTable('saml_requests').execute();
  await db.deleteFrom('sso_connections').where('protocol', '=', 'saml').execute();
  await sql`alter table sso_connections drop constraint sso_connections_oidc_client`.execute(db);
  await db.schema.alterTable('sso_connections').alterColumn('client_secret_sealed', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('sso_connections').alterColumn('client_id', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('sso_connections').dropColumn('allow_idp_initiated').execute();
  await db.schema.alterTable('sso_connections').dropColumn('saml_metadata_url').execute();
  await db.schema.alterTable('sso_connections').dropColumn('protocol').execute();
}

export const saml: Migration = { up, down };
