import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The day each key result is at risk from (issue 22), kept by the database on every write, so
// the dashboard counts an organization's at-risk key results with an index instead of joining and
// testing every one on every recompute (about 11 of the 19 ms of PostgreSQL a big organization's
// recompute cost, for 30,000 key results).
//
// The contract's rule (`keyResultRisk`, as `atRiskSql` wrote it until now): at risk while the
// objective is Active and the key result not done (progress < 100), with low confidence
// (≤ LOW_CONFIDENCE_MAX = 3) or behind the time-elapsed line by more than BEHIND_TOLERANCE = 10
// points. The line (start day to the key result's due day, else the objective's end, that day
// counted whole; rounded half up to one decimal in float8, as JavaScript's doubles) only rises with
// the day: 0 up to the start day, 100 from the end on. So "behind" holds from one day on, or on
// every day, or never: `at_risk_from` is that day, '-infinity' for every day (low confidence or
// behind from the start), null for never; at risk on `today` ⇔ `at_risk_from <= today`. The first
// day is found by bisection over the window with the line's own expression, hence exact.
//
// Kept by two triggers: before a key result is inserted or its progress, confidence, due date or
// objective change (the objective read in the same statement), and after an objective's status,
// start or end change (its key results updated). Frozen once shipped, values spelled out here;
// the contract's constants changing needs a new migration (test/okr/dashboardAtScale.test.ts
// compares every answer with the rule in JavaScript).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  // 021's day of a `YYYY-MM-DD` text (generated columns are computed after BEFORE triggers run).
  await sql`
    create function okr_day_of(text) returns date language sql immutable as $$
      select case when substr($1, 6, 2)::int between 1 and 12 and substr($1, 9, 2)::int between 1 and 31
        then make_date(substr($1, 1, 4)::int, substr($1, 6, 2)::int, 1) + (substr($1, 9, 2)::int - 1) end
    $$`.execute(db);
  // Bisection between the first day it could be behind (by the unrounded line, less a margin for
  // the rounding) and the end, each step the line's own expression: exact, and a few steps for any
  // ordinary window. behind(k): progress + 10 under the line k days after the start.
  await sql`
    create function okr_at_risk_from(progress float8, confidence int, due_date text, status text, start_day date, end_day date)
    returns date language plpgsql immutable as $$
    declare
      span int;
      lo int;
      hi int;
      mid int;
    begin
      if status is distinct from 'Active' or progress is null or progress >= 100 then return null; end if;
      if confidence is not null and confidence <= 3 then return '-infinity'; end if;
      span := ((case when due_date is null then end_day else okr_day_of(due_date) end) + 1) - start_day;
      if span is null or span <= 0 then return null; end if;
      -- Never behind (not even at 100) or behind from the start (progress under -10).
      if not (progress + 10 < 100) then return null; end if;
      if progress + 10 < 0 then return '-infinity'; end if;
      lo := 0;
      hi := span;
      mid := greatest(0, least(span, floor((progress + 9.9) * span / 100)::int - 1));
      if not (progress + 10 < floor(least(100::float8, greatest(0::float8, (mid::float8 / span::float8) * 100)) * 10 + 0.5) / 10) then lo := mid; end if;
      mid := greatest(lo, least(span, ceil((progress + 10.1) * span / 100)::int + 1));
      if progress + 10 < floor(least(100::float8, greatest(0::float8, (mid::float8 / span::float8) * 100)) * 10 + 0.5) / 10 then hi := mid; end if;
      while hi - lo > 1 loop
        mid := lo + (hi - lo) / 2;
        if progress + 10 < floor(least(100::float8, greatest(0::float8, (mid::float8 / span::float8) * 100)) * 10 + 0.5) / 10
        then hi := mid; else lo := mid; end if;
      end loop;
      return start_day + hi;
    end
    $$`.execute(db);

  await sql`alter table key_results add column at_risk_from date`.execute(db);
  await sql`
    update key_results k set at_risk_from = okr_at_risk_from(k.progress, k.confidence, k.due_date, o.status, o.start_day, o.end_day)
    from objectives o where o.id = k.objective_id and o.status = 'Active' and k.progress < 100`.execute(db);

  await sql`
    create function okr_key_result_risk() returns trigger language plpgsql as $$
    begin
      new.at_risk_from := (select okr_at_risk_from(new.progress, new.confidence, new.due_date, o.status, o.start_day, o.end_day)
        from objectives o where o.id = new.objective_id);
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger okr_key_result_risk before insert or update of progress, confidence, due_date, objective_id on key_results
    for each row execute function okr_key_result_risk()`.execute(db);
  await sql`
    create function okr_objective_risk() returns trigger language plpgsql as $$
    begin
      update key_results k set at_risk_from = okr_at_risk_from(k.progress, k.confidence, k.due_date, new.status, new.start_day, new.end_day)
      where k.objective_id = new.id
        and k.at_risk_from is distinct from okr_at_risk_from(k.progress, k.confidence, k.due_date, new.status, new.start_day, new.end_day);
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger okr_objective_risk after update of status, start_date, end_date on objectives
    for each row when (old.status is distinct from new.status or old.start_date is distinct from new.start_date or old.end_date is distinct from new.end_date)
    execute function okr_objective_risk()`.execute(db);

  // The dashboard's count (index only) and its first ten in `seq` order, within an organization.
  await sql`create index key_results_org_risk_seq_idx on key_results (organization_id, seq) include (at_risk_from) where at_risk_from is not null`.execute(
    db,
  );
}

async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger okr_objective_risk on objectives`.execute(db);
  await sql`drop trigger okr_key_result_risk on key_results`.execute(db);
  await sql`drop function okr_objective_risk()`.execute(db);
  await sql`drop function okr_key_result_risk()`.execute(db);
  await sql`alter table key_results drop column at_risk_from`.execute(db);
  await sql`drop function okr_at_risk_from(float8, int, text, text, date, date)`.execute(db);
  await sql`drop function okr_day_of(text)`.execute(db);
}

export const riskFrom: Migration = { up, down };
