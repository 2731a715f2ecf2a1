import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Two things for issue 22, frozen once shipped.
//
// 1. Every table notifies by organization. Migration 012 gave the four statement-level triggers
//    (`okr_note_org_write`, payload `table:org1,org2`) to the tables that had 008's one trigger
//    when it ran. A table created after it with 008's trigger (a feature branch numbered before
//    012 but merged after it, which `allowUnorderedMigrations` then runs later) still notifies
//    the whole table. So here every public table is looked up at migration time, not listed by
//    name: whatever lacks the four triggers loses 008's one and gets them, by organization when
//    it has `organization_id` (`organizations`: its own `id`), else whole-table.
// 2. The dashboard's at-risk key results (modules/okr/dashboardService.ts): the first ten of an
//    organization in `seq` order among those not done, read by walking this index, not by
//    sorting every key result of the organization.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ table: string; column: string | null }>`
    select c.relname as table,
           (select a.attname from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and a.attname = case when c.relname = 'organizations' then 'id' else 'organization_id' end) as column
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
       and (select count(*) from pg_trigger t where t.tgrelid = c.oid and t.tgname like 'okr\\_note\\_write\\_%') <> 4
     order by 1`.execute(db);
  for (const { table, column } of rows) {
    for (const name of ['okr_note_write', 'okr_note_write_insert', 'okr_note_write_update', 'okr_note_write_delete', 'okr_note_write_truncate']) {
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(table)}`.execute(db);
    }
    await noteWritesOn(db, table, column);
  }

  await sql`create index key_results_open_org_seq_idx on key_results (organization_id, seq) where progress < 100`.execute(db);
}

/** The four triggers of a table (as 012's): by organization when `column` names its organization, else whole-table. */
async function noteWritesOn(db: AnyDb, table: string, column: string | null): Promise<void> {
  const argument = column ? sql`${sql.lit(column)}` : sql``;
  const events = [
    ['insert', sql`referencing new table as new_rows`],
    ['update', sql`referencing old table as old_rows new table as new_rows`],
    ['delete', sql`referencing old table as old_rows`],
  ] as const;
  for (const [event, transition] of events) {
    await sql`
      create trigger ${sql.raw(`okr_note_write_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      ${column ? transition : sql``}
      for each statement execute function okr_note_org_write(${argument})`.execute(db);
  }
  await sql`
    create trigger okr_note_write_truncate after truncate on ${sql.table(table)}
    for each statement execute function okr_note_org_write()`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  // The triggers stay (012's shape is the only one the API reads); the index goes.
  await sql`drop index if exists key_results_open_org_seq_idx`.execute(db);
}

export const everyTableNotifiesByOrganization: Migration = { up, down };
