import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Periods (api-contract.md "Cycles and roll-over", issue 20), frozen once shipped:
// - `periods`: an organization's cycles, inclusive `YYYY-MM-DD` text bounds like the objectives'
//   dates; `closed_at` set while closed (check-ins refused). No overlap is checked by the API
//   under the organization's lock (an exclusion constraint needs btree_gist, which PGlite lacks).
// - `objectives.period_id`: nullable; `set null` only matters when the organization goes (the API
//   refuses to delete a period holding objectives).
// - Backfill: every existing organization gets the quarters of the current and next year (the
//   year of the migration's `current_date`), and each objective goes to the period holding its
//   start date, else to the default period (holding today, else the nearest upcoming — with this
//   year's quarters, the current quarter).
// - The rollover's idempotency keys (`period_rollovers`): one row per organization and key.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const dateShape = (column: string) =>
  sql`${sql.ref(column)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and ${sql.ref(column)} between '1900-01-01' and '2099-12-31'`;

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
    .createTable('periods')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull().check(dateShape('start_date')))
    .addColumn('end_date', 'text', (c) => c.notNull().check(dateShape('end_date')))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('periods_dates_ordered', sql`end_date >= start_date`)
    .execute();
  await sql`create index periods_org_start_idx on periods (organization_id, start_date)`.execute(db);
  await noteWritesByOrganization(db, 'periods');

  await db.schema
    .createTable('period_rollovers')
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // The request as sent (JSON text): the same key with another request answers 422.
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('period_rollovers_pkey', ['organization_id', 'idempotency_key'])
    .execute();
  await noteWritesByOrganization(db, 'period_rollovers');

  await db.schema
    .alterTable('objectives')
    .addColumn('period_id', 'uuid', (c) => c.references('periods.id').onDelete('set null'))
    .addColumn('rolled_over_from_id', 'uuid', (c) => c.references('objectives.id').onDelete('set null'))
    .execute();
  await sql`create index objectives_org_period_seq_idx on objectives (organization_id, period_id, seq desc)`.execute(db);

  // The quarters of this year and the next for every organization.
  await sql`
    insert into periods (id, organization_id, name, start_date, end_date)
    select gen_random_uuid(), o.id,
           'Q' || q.n || ' ' || y.year,
           to_char(make_date(y.year, 3 * q.n - 2, 1), 'YYYY-MM-DD'),
           to_char((make_date(y.year, 3 * q.n - 2, 1) + interval '3 months' - interval '1 day')::date, 'YYYY-MM-DD')
      from organizations o
     cross join (select extract(year from current_date)::int + k as year from generate_series(0, 1) k) y
     cross join generate_series(1, 4) as q(n)`.execute(db);
  // Each objective to the period holding its start date…
  await sql`
    update objectives o set period_id = p.id
      from periods p
     where p.organization_id = o.organization_id and o.start_date is not null
       and o.start_date between p.start_date and p.end_date`.execute(db);
  // …else to the one holding today (the backfilled quarters always hold it).
  await sql`
    update objectives o set period_id = p.id
      from periods p
     where o.period_id is null and p.organization_id = o.organization_id
       and to_char(current_date, 'YYYY-MM-DD') between p.start_date and p.end_date`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists objectives_org_period_seq_idx`.execute(db);
  await db.schema.alterTable('objectives').dropColumn('rolled_over_from_id').dropColumn('period_id').execute();
  await db.schema.dropTable('period_rollovers').execute();
  await db.schema.dropTable('periods').execute();
}

export const periods: Migration = { up, down };
