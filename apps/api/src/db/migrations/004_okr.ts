import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Objectives, key results, check-ins, initiatives (with the objectives and key results they
// serve), tasks and config options (api-contract.md). Frozen once shipped: the enum values are
// spelled out here, not imported from @okr/contract. Dates without time are `YYYY-MM-DD` text,
// so both drivers hand them back as they were written (a `date` column comes back as a Date in
// the server's time zone); fixed-width text compares like the dates it holds.

const objectiveTypes = ['Tactical', 'Strategic'];
const objectiveStatuses = ['Active', 'Completed', 'Cancelled', 'On Hold'];
const metricTypes = ['Percentage', 'Numeric', 'Binary'];
const deliverableStatuses = ['Pending', 'Delivered', 'Not Delivered'];
const taskStatuses = ['To Do', 'In Progress', 'Completed', 'At Risk'];
const initiativeStatuses = ['To Start', 'In Progress', 'Finished', 'At Risk'];
const configKinds = ['Impact Category', 'Operational Area', 'Strategic Axis'];
const configScopes = ['Global', 'Organization', 'Project'];

/** The spec's enumerations (product-spec §3): the Global config options. */
const globalOptions: Record<string, string[]> = {
  'Impact Category': ['Growth', 'Innovation', 'UX', 'Efficiency', 'Quality', 'Sustainability'],
  'Operational Area': ['Product', 'Tech', 'Marketing', 'Sales', 'Operations', 'Finance', 'HR'],
  'Strategic Axis': ['Regional Expansion', 'Retention', 'Automation', 'Digital Transformation', 'Customer Experience'],
};

const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
const dateShape = (column: string) =>
  sql`${sql.ref(column)} is null or (${sql.ref(column)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and ${sql.ref(column)} between '1900-01-01' and '2099-12-31')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('objectives')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    // Insertion order, the key of the paged list (newest first) and its cursor.
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Tactical').check(oneOf('type', objectiveTypes)))
    .addColumn('impact_category', 'text')
    .addColumn('operational_area', 'text')
    .addColumn('strategic_axis', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active').check(oneOf('status', objectiveStatuses)))
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('parent_objective_id', 'uuid', (c) => c.references('objectives.id').onDelete('set null'))
    .addColumn('start_date', 'text', (c) => c.check(dateShape('start_date')))
    .addColumn('end_date', 'text', (c) => c.check(dateShape('end_date')))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('key_result_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('objectives_dates_ordered', sql`end_date is null or start_date is null or end_date >= start_date`)
    .addCheckConstraint('objectives_not_own_parent', sql`parent_objective_id is null or parent_objective_id <> id`)
    .execute();
  // The paged list: first page of an organization, newest first, without a sort.
  await db.schema.createIndex('objectives_org_seq_idx').on('objectives').columns(['organization_id', 'seq desc']).execute();
  // Not led by organization_id: with PGlite's statistics never refreshed (no autovacuum), a
  // second index on organization_id lures the planner into a bitmap scan plus a sort.
  await db.schema.createIndex('objectives_owner_idx').on('objectives').column('owner_id').execute();
  await db.schema.createIndex('objectives_parent_idx').on('objectives').column('parent_objective_id').execute();

  await db.schema
    .createTable('key_results')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('objective_id', 'uuid', (c) => c.notNull().references('objectives.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('metric_type', 'text', (c) => c.notNull().check(oneOf('metric_type', metricTypes)))
    .addColumn('start_value', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('target_value', 'double precision', (c) => c.notNull())
    .addColumn('current_value', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('weight', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`weight >= 0`),
    )
    .addColumn('deliverable_status', 'text', (c) =>
      c.notNull().defaultTo('Pending').check(oneOf('deliverable_status', deliverableStatuses)),
    )
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('due_date', 'text', (c) => c.check(dateShape('due_date')))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('confidence', 'integer', (c) => c.check(sql`confidence between 0 and 10`))
    .addColumn('last_check_in_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('key_results_objective_idx').on('key_results').columns(['objective_id', 'seq']).execute();
  await db.schema.createIndex('key_results_org_owner_idx').on('key_results').columns(['organization_id', 'owner_id']).execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('key_result_id', 'uuid', (c) => c.notNull().references('key_results.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('confidence', 'integer', (c) => c.notNull().check(sql`confidence between 0 and 10`))
    .addColumn('note', 'text')
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('check_ins_key_result_idx').on('check_ins').columns(['key_result_id', 'seq desc']).execute();

  await db.schema
    .createTable('initiatives')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('To Start').check(oneOf('status', initiativeStatuses)))
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('start_date', 'text', (c) => c.check(dateShape('start_date')))
    .addColumn('end_date', 'text', (c) => c.check(dateShape('end_date')))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('initiatives_dates_ordered', sql`end_date is null or start_date is null or end_date >= start_date`)
    .execute();
  await db.schema.createIndex('initiatives_org_seq_idx').on('initiatives').columns(['organization_id', 'seq desc']).execute();

  await db.schema
    .createTable('initiative_objectives')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('initiative_id', 'uuid', (c) => c.notNull().references('initiatives.id').onDelete('cascade'))
    .addColumn('objective_id', 'uuid', (c) => c.notNull().references('objectives.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('initiative_objectives_pk', ['initiative_id', 'objective_id'])
    .execute();
  await db.schema.createIndex('initiative_objectives_objective_idx').on('initiative_objectives').column('objective_id').execute();

  await db.schema
    .createTable('initiative_key_results')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('initiative_id', 'uuid', (c) => c.notNull().references('initiatives.id').onDelete('cascade'))
    .addColumn('key_result_id', 'uuid', (c) => c.notNull().references('key_results.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('initiative_key_results_pk', ['initiative_id', 'key_result_id'])
    .execute();
  await db.schema
    .createIndex('initiative_key_results_key_result_idx')
    .on('initiative_key_results')
    .column('key_result_id')
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('initiative_id', 'uuid', (c) => c.notNull().references('initiatives.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('To Do').check(oneOf('status', taskStatuses)))
    .addColumn('assignee_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('due_date', 'text', (c) => c.check(dateShape('due_date')))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tasks_initiative_idx').on('tasks').columns(['initiative_id', 'seq']).execute();
  await db.schema.createIndex('tasks_org_assignee_idx').on('tasks').columns(['organization_id', 'assignee_id']).execute();

  await db.schema
    .createTable('config_options')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Null for the Global options (the spec's enumerations), shared by every organization.
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', configKinds)))
    .addColumn('scope', 'text', (c) => c.notNull().check(oneOf('scope', configScopes)))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('config_options_global_scope', sql`(organization_id is null) = (scope = 'Global')`)
    .execute();
  await db.schema
    .createIndex('config_options_unique_value')
    .on('config_options')
    .unique()
    .expression(sql`coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid), kind, lower(value)`)
    .execute();
  await db.schema.createIndex('config_options_org_idx').on('config_options').column('organization_id').execute();
  let position = 0;
  for (const [kind, values] of Object.entries(globalOptions)) {
    for (const value of values) {
      position += 1;
      await db
        .insertInto('config_options')
        .values({ id: sql`gen_random_uuid()`, organization_id: null, kind, scope: 'Global', value, position })
        .execute();
    }
  }
}

async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'config_options',
    'tasks',
    'initiative_key_results',
    'initiative_objectives',
    'initiatives',
    'check_ins',
    'key_results',
    'objectives',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

export const okrSchema: Migration = { up, down };
