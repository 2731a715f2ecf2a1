import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

// Comments with mentions (api-contract.md "Comments, mentions, notifications", issue 35), frozen
// once shipped:
// - comments: one row per comment on exactly one of an objective, a key result or an initiative
//   (three foreign keys, one set: deleting the item deletes its thread); `parent_id` a reply's
//   thread (one level deep); `seq` the order of the thread (paged oldest first); `deleted_at` keeps
//   a deleted comment in its thread with its body cleared; body 1..10,000 characters.
// - comment_mentions: the people a comment mentions who could read the item when it was written,
//   with `notified_at` left for the notifications to come (a mention becomes a notification from
//   this table, not from the body).
// Both notify writes by organization, as every table since migration 014.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The four statement triggers of migration 012/014, by organization. */
export async function noteWritesByOrganization(db: AnyDb, table: string): Promise<void> {
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
    .createTable('comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('objective_id', 'uuid', (c) => c.references('objectives.id').onDelete('cascade'))
    .addColumn('key_result_id', 'uuid', (c) => c.references('key_results.id').onDelete('cascade'))
    .addColumn('initiative_id', 'uuid', (c) => c.references('initiatives.id').onDelete('cascade'))
    .addColumn('parent_id', 'uuid', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) <= 10000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint(
      'comments_one_target',
      sql`num_nonnulls(objective_id, key_result_id, initiative_id) = 1`,
    )
    .execute();
  await sql`create index comments_objective_idx on comments (objective_id, seq) where objective_id is not null`.execute(db);
  await sql`create index comments_key_result_idx on comments (key_result_id, seq) where key_result_id is not null`.execute(db);
  await sql`create index comments_initiative_idx on comments (initiative_id, seq) where initiative_id is not null`.execute(db);
  await noteWritesByOrganization(db, 'comments');

  await db.schema
    .createTable('comment_mentions')
    .addColumn('comment_id', 'uuid', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .addPrimaryKeyConstraint('comment_mentions_pkey', ['comment_id', 'user_id'])
    .execute();
  await sql`create index comment_mentions_user_idx on comment_mentions (user_id, created_at)`.execute(db);
  await noteWritesByOrganization(db, 'comment_mentions');
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('comment_mentions').execute();
  await db.schema.dropTable('comments').execute();
}

export const comments: Migration = { up, down };
