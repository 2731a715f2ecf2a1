import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Writes placed by user (issue 22, db/writtenUsers.ts): `refresh_tokens` (every sign-in and
// refresh writes it) and `users` notified `okr_writes` as whole-table writes, so each sign-in in one
// organization emptied every process's access cache. Their triggers now name the users whose own
// rows changed, `table@user1,user2`, so another process drops those users' answers only. For
// `users`: inserts, and updates that leave the columns answers about an organization show (id,
// email, names, is_active) as they were; any other update, a delete or a TRUNCATE (and more than 50
// users) still notifies the whole table. Frozen once shipped; the rule mirrors USER_PLACED.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Per table: the user column, then the shared columns (a change to one is a whole-table write). */
const placed = [
  ['refresh_tokens', ['user_id']],
  ['users', ['id', 'id', 'email', 'first_name', 'last_name', 'is_active']],
] as const;

async function up(db: AnyDb): Promise<void> {
  await sql`
    create function okr_note_user_write() returns trigger language plpgsql as $$
    declare
      who text := tg_argv[0];
      shared text[] := tg_argv[1:];
      source text;
      users text;
      n integer;
      total integer;
      changed integer := 0;
    begin
      if tg_op = 'TRUNCATE' or (tg_op = 'DELETE' and cardinality(shared) > 0) then
        perform pg_notify('okr_writes', tg_table_name);
        return null;
      end if;
      source := case tg_op
        when 'DELETE' then format('select %1$I as u from old_rows', who)
        when 'INSERT' then format('select %1$I as u from new_rows', who)
        else format('select %1$I as u from old_rows union all select %1$I from new_rows', who)
      end;
      execute 'select string_agg(distinct u::text, '',''), count(distinct u), count(*) from (' || source || ') written'
        into users, n, total;
      if total = 0 then
        return null;
      end if;
      if tg_op = 'UPDATE' and cardinality(shared) > 0 then
        -- Rows whose shared columns changed, or that cannot be matched (their user column changed).
        execute format(
          'select (select count(*) from old_rows) - (select count(*) from old_rows o join new_rows n on n.%1$I = o.%1$I where (%2$s) is not distinct from (%3$s))',
          who,
          (select string_agg(format('o.%I', c), ', ') from unnest(shared) c),
          (select string_agg(format('n.%I', c), ', ') from unnest(shared) c))
        into changed;
      end if;
      if changed > 0 or n > 50 or users is null then
        perform pg_notify('okr_writes', tg_table_name);
      else
        perform pg_notify('okr_writes', tg_table_name || '@' || users);
      end if;
      return null;
    end
    $$`.execute(db);
  const events = [
    ['insert', sql`referencing new table as new_rows`],
    ['update', sql`referencing old table as old_rows new table as new_rows`],
    ['delete', sql`referencing old table as old_rows`],
  ] as const;
  for (const [table, [who, ...shared]] of placed) {
    const args = sql.join([who, ...shared].map((column) => sql.lit(column)));
    for (const [event, transition] of events) {
      await sql`drop trigger if exists ${sql.id(`okr_note_write_${event}`)} on ${sql.table(table)}`.execute(db);
      await sql`
        create trigger ${sql.id(`okr_note_write_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        ${transition} for each statement execute function okr_note_user_write(${args})`.execute(db);
    }
  }
}

async function down(): Promise<void> {
  throw new Error('016_writes_placed_by_user cannot be undone');
}

export const writesPlacedByUser: Migration = { up, down };
