import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The super-administrator area (issue 11): the audit trail, the monthly AI-credit allowance a
// super administrator sets, and the indexes that keep the admin lists fast at 100,000 users.
// Frozen once shipped, like 001.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null when nobody is signed in (a failed sign-in of an unknown email); kept when the user goes.
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // The actor's email at the time (or the email a failed sign-in tried): entries outlive accounts.
    .addColumn('actor_email', 'text')
    // No foreign key: an organization's trail outlives the organization (its deletion is an entry).
    .addColumn('organization_id', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .execute();
  // Newest first, whole trail (super admins) and per organization (GET /audit-events), by actor,
  // by action and by target (the admin filters).
  await sql`create index audit_events_time_idx on audit_events (occurred_at desc, id desc)`.execute(db);
  await sql`create index audit_events_organization_idx on audit_events (organization_id, occurred_at desc, id desc)`.execute(
    db,
  );
  await sql`create index audit_events_actor_idx on audit_events (actor_user_id, occurred_at desc)`.execute(db);
  await sql`create index audit_events_action_idx on audit_events (action, occurred_at desc)`.execute(db);
  await sql`create index audit_events_target_idx on audit_events (target_type, target_id)`.execute(db);

  // ai_credits (001, never written so far) becomes the monthly allowance a super administrator
  // sets; null = the plan's default (api-contract.md "Plans": Free 50, Pro 500).
  await sql`alter table organizations alter column ai_credits drop not null`.execute(db);
  await sql`alter table organizations alter column ai_credits drop default`.execute(db);
  await sql`update organizations set ai_credits = null where ai_credits = 0`.execute(db);

  // GET /admin/users?q= and /admin/organizations?q=: case-insensitive PREFIX search on email, first
  // name, last name and full name, each a btree with text_pattern_ops (a `like 'x%'` range scan,
  // any collation), OR-ed by the planner as a bitmap. pg_trgm would allow infix search but is an
  // extension PGlite must load at start and PostgreSQL may lack; these need nothing.
  await sql`create index users_email_prefix_idx on users (lower(email) text_pattern_ops)`.execute(db);
  await sql`create index users_first_name_prefix_idx on users (lower(first_name) text_pattern_ops)`.execute(db);
  await sql`create index users_last_name_prefix_idx on users (lower(last_name) text_pattern_ops)`.execute(db);
  await sql`create index users_full_name_prefix_idx on users ((lower(first_name || ' ' || last_name)) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index users_created_idx on users (created_at desc, id)`.execute(db);
  await sql`create index organizations_name_prefix_idx on organizations (lower(name) text_pattern_ops)`.execute(db);
  await sql`create index organizations_created_idx on organizations (created_at desc, id)`.execute(db);
  await sql`create index organization_members_organization_idx on organization_members (organization_id, joined_at)`.execute(
    db,
  );
}

async function down(db: AnyDb): Promise<void> {
  for (const index of [
    'organization_members_organization_idx',
    'organizations_created_idx',
    'organizations_name_prefix_idx',
    'users_created_idx',
    'users_full_name_prefix_idx',
    'users_last_name_prefix_idx',
    'users_first_name_prefix_idx',
    'users_email_prefix_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await sql`update organizations set ai_credits = 0 where ai_credits is null`.execute(db);
  await sql`alter table organizations alter column ai_credits set default 0`.execute(db);
  await sql`alter table organizations alter column ai_credits set not null`.execute(db);
  await db.schema.dropTable('audit_events').execute();
}

export const adminAuditSchema: Migration = { up, down };
