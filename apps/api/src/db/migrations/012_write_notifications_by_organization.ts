import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Write notifications that name the organizations a statement wrote (issue 22): the payload of
// `okr_writes` becomes `table:org1,org2` (or `table` alone when the table has no organization, the
// statement wrote more than 50 organizations, or it was a TRUNCATE), so another process drops
// only those organizations' cached reads. Statement-level triggers with transition tables: one
// per event, as PostgreSQL allows transition tables only on single-event triggers. Every table
// that had `okr_note_write` (migration 008 and later ones) gets the four; `organizations` names
// its own id. A later table gets the same four triggers in its own migration. Frozen once shipped.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await sql`
    create function okr_note_org_write() returns trigger language plpgsql as $$
    declare
      source text;
      orgs text;
      n integer;
      total integer;
      unplaced integer;
    begin
      if tg_nargs = 0 or tg_op = 'TRUNCATE' then
        perform pg_notify('okr_writes', tg_table_name);
        return null;
      end if;
      source := case tg_op
        when 'DELETE' then format('select %1$I as o from old_rows', tg_argv[0])
        when 'INSERT' then format('select %1$I as o from new_rows', tg_argv[0])
        else format('select %1$I as o from old_rows union all select %1$I from new_rows', tg_argv[0])
      end;
      execute 'select string_agg(distinct o::text, '',''), count(distinct o), count(*), count(*) filter (where o is null) from ('
        || source || ') written' into orgs, n, total, unplaced;
      if total = 0 then
        return null;
      elsif unplaced > 0 or n > 50 then
        -- Rows of no organization (global options), or too many to name: the whole table.
        perform pg_notify('okr_writes', tg_table_name);
      else
        perform pg_notify('okr_writes', tg_table_name || ':' || orgs);
      end if;
      return null;
    end
    $$`.execute(db);
  const { rows } = await sql<{ table: string; column: string | null }>`
    select distinct c.relname as table,
           (select a.attname from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and a.attname = case when c.relname = 'organizations' then 'id' else 'organization_id' end) as column
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where t.tgname = 'okr_note_write'
     order by 1`.execute(db);
  for (const { table, column } of rows) {
    await sql`drop trigger okr_note_write on ${sql.table(table)}`.execute(db);
    await noteWritesOn(db, table, column);
  }
}

/** The four triggers of a table: by organization when `column` names its organization, else whole-table. */
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

async function down(): Promise<void> {
  throw new Error('012_write_notifications_by_organization cannot be undone');
}

export const writeNotificationsByOrganization: Migration = { up, down };
