import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// My account (api-contract.md "My account", issue 32), frozen once shipped:
// - users.email_verified_at: when the address was proven (a link sent to it, single sign-on, an
//   invitation, the demo seed); null until then. Accounts made before this migration stay
//   unverified: nothing ever proved their address, and they can ask for a link.
// - email_tokens: the links of "verify your email" (sign-up, 24 hours) and "confirm your new email"
//   (1 hour, with the address asked for), stored as SHA-256 hashes, single use. No organization:
//   its writes notify the whole table (migration 012's function without argument).
// - auth_sessions: what GET /auth/sessions shows of a sign-in (refresh-token family): how it was
//   made, the client's address and user agent when it started or last refreshed, first and last
//   use. Whether it is alive stays refresh_tokens' business (the guard reads only that); families
//   older than this table have no row and are listed with what their tokens say. No organization
//   either: whole-table notifications.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'change')`))
    // The address to change to (purpose 'change'); null for 'verify'.
    .addColumn('new_email', 'text', (c) => c.check(sql`new_email = lower(new_email)`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index email_tokens_user_purpose_idx on email_tokens (user_id, purpose, created_at)`.execute(db);
  await db.schema
    .createTable('auth_sessions')
    .addColumn('family_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('password', 'sso', 'passkey', 'mfa')`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text', (c) => c.check(sql`length(user_agent) <= 512`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index auth_sessions_user_idx on auth_sessions (user_id)`.execute(db);
  for (const table of ['email_tokens', 'auth_sessions']) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`
        create trigger ${sql.raw(`okr_note_write_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        for each statement execute function okr_note_org_write()`.execute(db);
    }
  }
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('auth_sessions').execute();
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}

export const myAccount: Migration = { up, down };
