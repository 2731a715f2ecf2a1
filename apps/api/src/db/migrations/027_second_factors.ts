import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Second factors (api-contract.md "Second factors: TOTP, recovery codes, passkeys", issue 32),
// frozen once shipped:
// - users.mfa_enabled: a confirmed authenticator app or at least one passkey; kept by the code in
//   the transaction that changes them, so the guard's one statement (loadAccess) reads it with the
//   user's row and `requireMfa` costs no extra statement.
// - organizations.require_mfa / sso_satisfies_mfa: members without a factor get 403
//   MFA_ENROLLMENT_REQUIRED on its routes; a sign-in through its own SSO counts (default true).
// - auth_sessions.sso_organization_id: the organization whose SSO made the sign-in.
// - user_totp: one authenticator app per user; the secret sealed (lib/SecretBox), pending until
//   `confirmed_at`; `last_step` the RFC 6238 time step last accepted (no code twice).
// - recovery_codes: SHA-256 of each code, single use (`used_at`); a new set deletes the old.
// - passkeys: WebAuthn credentials (id base64url, COSE public key, signature counter).
// - mfa_challenges: single-use, short-lived steps: the `mfaToken` of a sign-in waiting for its
//   second factor (hash only), and WebAuthn challenges (looked up by the challenge itself).
// User tables have no organization: their writes notify the whole table (migration 012's function).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const userTables = ['user_totp', 'recovery_codes', 'passkeys', 'mfa_challenges'];

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('mfa_enabled', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema
    .alterTable('organizations')
    .addColumn('require_mfa', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sso_satisfies_mfa', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('auth_sessions')
    .addColumn('sso_organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create unique index recovery_codes_user_hash_idx on recovery_codes (user_id, code_hash)`.execute(db);
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create index passkeys_user_idx on passkeys (user_id, created_at)`.execute(db);
  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'passkey_register', 'passkey_login')`))
    // 'login': SHA-256 of the mfaToken; passkey ceremonies: SHA-256 of the WebAuthn challenge.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // 'login': how the first factor was given (password | sso) and, for sso, the organization.
    .addColumn('first_method', 'text')
    .addColumn('sso_organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index mfa_challenges_expires_idx on mfa_challenges (expires_at)`.execute(db);
  for (const table of userTables) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`
        create trigger ${sql.raw(`okr_note_write_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        for each statement execute function okr_note_org_write()`.execute(db);
    }
  }
}

async function down(db: AnyDb): Promise<void> {
  for (const table of [...userTables].reverse()) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('auth_sessions').dropColumn('sso_organization_id').execute();
  await db.schema.alterTable('organizations').dropColumn('require_mfa').dropColumn('sso_satisfies_mfa').execute();
  await db.schema.alterTable('users').dropColumn('mfa_enabled').execute();
}

export const secondFactors: Migration = { up, down };
