import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// SCIM 2.0 provisioning (api-contract.md "SCIM 2.0 provisioning", issue 33), frozen once shipped:
// - `scim_tokens`: bearer tokens of an organization's identity provider, the secret only as its
//   SHA-256 hash (like `api_keys`), revoked rather than deleted so the trail can name them.
// - `scim_users`: the SCIM face of a member provisioned by a token: `externalId`, `userName` as
//   the IdP sent it, and `version` (the ETag, bumped on every change). `active` is the membership's.
// - `scim_groups` / `scim_group_members`: the IdP's groups, each mapped (or not yet) to one of the
//   organization's roles; a member's roles follow the groups they are in.
// - `audit_events.actor_scim_token_id`: the token that acted when `actor_type` is 'scim'.
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
    .createTable('scim_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index scim_tokens_organization_idx on scim_tokens (organization_id, seq desc)`.execute(db);
  await noteWritesByOrganization(db, 'scim_tokens');

  await db.schema
    .createTable('scim_users')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scim_users_pk', ['organization_id', 'user_id'])
    .execute();
  await sql`create unique index scim_users_user_name_idx on scim_users (organization_id, lower(user_name))`.execute(db);
  await sql`create index scim_users_external_id_idx on scim_users (organization_id, external_id)`.execute(db);
  await noteWritesByOrganization(db, 'scim_users');

  await db.schema
    .createTable('scim_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('role_id', 'uuid', (c) => c.references('roles.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index scim_groups_name_idx on scim_groups (organization_id, lower(display_name))`.execute(db);
  await noteWritesByOrganization(db, 'scim_groups');

  await db.schema
    .createTable('scim_group_members')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('scim_groups.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('scim_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await sql`create index scim_group_members_user_idx on scim_group_members (organization_id, user_id)`.execute(db);
  await noteWritesByOrganization(db, 'scim_group_members');

  await sql`alter table audit_events add column actor_scim_token_id uuid`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  await sql`alter table audit_events drop column actor_scim_token_id`.execute(db);
  await db.schema.dropTable('scim_group_members').execute();
  await db.schema.dropTable('scim_groups').execute();
  await db.schema.dropTable('scim_users').execute();
  await db.schema.dropTable('scim_tokens').execute();
}

export const scim: Migration = { up, down };
