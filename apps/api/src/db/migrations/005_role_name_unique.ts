import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Kysely<any>: a migration must keep compiling against the schema of its own time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Role names are unique per organization, whatever their case (api-contract.md: a duplicate is a
 * 409). The services check first and answer with a message; this index holds when two requests
 * race past that check. Global roles (no organization) are kept unique by 001's own index.
 */
async function up(db: AnyDb): Promise<void> {
  await sql`create unique index roles_organization_name_unique on roles (organization_id, lower(name)) where organization_id is not null`.execute(
    db,
  );
}

async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists roles_organization_name_unique`.execute(db);
}

export const roleNameUnique: Migration = { up, down };
