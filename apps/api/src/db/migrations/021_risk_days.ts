import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// The days the dashboard's at-risk rule reads, stored beside their `YYYY-MM-DD` text (issue 22),
// frozen once shipped. Parsing the text for every key result on every dashboard recompute cost
// about 100 ms of PostgreSQL CPU for an organization of 30,000 key results; the stored day makes it
// a date subtraction (about ten times less). The expression is `atRiskSql`'s former `dayOf`, as
// `Date.parse` reads such text: a day up to 31 in any month runs over into the next month, and a
// month outside 1..12 or a day outside 1..31 is no day (null), never an error. Stored generated
// columns: the database keeps them right on every insert and update, whoever writes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const dayOf = (column: string) => {
  const text = sql.ref(column);
  const month = sql`substr(${text}, 6, 2)::int`;
  const day = sql`substr(${text}, 9, 2)::int`;
  return sql`(case when ${month} between 1 and 12 and ${day} between 1 and 31
    then make_date(substr(${text}, 1, 4)::int, ${month}, 1) + (${day} - 1) end)`;
};

const added = [
  ['objectives', 'start_day', 'start_date'],
  ['objectives', 'end_day', 'end_date'],
  ['key_results', 'due_day', 'due_date'],
] as const;

export const riskDays: Migration = {
  async up(db: AnyDb) {
    for (const [table, column, source] of added) {
      await sql`alter table ${sql.table(table)} add column ${sql.ref(column)} date generated always as (${dayOf(source)}) stored`.execute(db);
    }
  },
  async down(db: AnyDb) {
    for (const [table, column] of added) await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
  },
};
