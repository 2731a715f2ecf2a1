import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// A migration is frozen once shipped: the enum values are spelled out here rather than imported
// from @okr/contract, so a later change to the contract cannot silently rewrite history.
const sizes = ['small', 'medium', 'large', 'enterprise'];
const plans = ['Free', 'Pro', 'Enterprise'];
const roleTypes = ['Admin', 'Editor', 'Viewer', 'SuperAdmin'];
const roleCategories = ['System', 'Application', 'Custom'];
const membershipTypes = ['Member', 'Admin', 'Owner'];
const domains = ['initiatives', 'objectives', 'key_results', 'organizations', 'users', 'settings'];

const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

// Kysely<any>: a migration must keep compiling against the schema of its own time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('industry', 'text')
    .addColumn('size', 'text', (c) => c.notNull().defaultTo('small').check(oneOf('size', sizes)))
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('Free').check(oneOf('plan', plans)))
    .addColumn('ai_credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`ai_credits >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_onboarding_complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('current_organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('role_type', 'text', (c) => c.notNull().check(oneOf('role_type', roleTypes)))
    .addColumn('category', 'text', (c) => c.notNull().check(oneOf('category', roleCategories)))
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // SuperAdmin is global and only global; every other role belongs to one organization.
    .addCheckConstraint('roles_global_superadmin_only', sql`(organization_id is null) = (role_type = 'SuperAdmin')`)
    .execute();
  await db.schema.createIndex('roles_organization_idx').on('roles').column('organization_id').execute();
  // At most one global SuperAdmin role, so concurrent "create if missing" cannot duplicate it.
  await db.schema
    .createIndex('roles_one_global_per_type')
    .on('roles')
    .column('role_type')
    .unique()
    .where(sql.ref('organization_id'), 'is', null)
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('organization_members')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_type', 'text', (c) => c.notNull().check(oneOf('membership_type', membershipTypes)))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('organization_members_org_user_unique', ['organization_id', 'user_id'])
    .execute();
  await db.schema.createIndex('organization_members_user_idx').on('organization_members').column('user_id').execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('domain_name', 'text', (c) => c.notNull().check(oneOf('domain_name', domains)))
    .addColumn('can_create', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_update', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_delete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('role_permissions_role_domain_unique', ['role_id', 'domain_name'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'app_secrets',
    'rate_limits',
    'refresh_tokens',
    'role_permissions',
    'organization_members',
    'user_roles',
    'roles',
    'users',
    'organizations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

export const initialSchema: Migration = { up, down };
