import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { noteWritesByOrganization } from './028_comments';

// Notifications (api-contract.md "Comments, mentions, notifications", issue 35), frozen once
// shipped:
// - notifications: one row per person told of something in one organization; `seq` the monotonic
//   id of the stream (`id:` of its events, what `Last-Event-ID` resumes after); `read_at` null while
//   unread (a partial index answers the unread count and `?unread=true`); `comment_id` the comment
//   that caused it, if any (kept, set null, when the comment goes).
// - notification_preferences: a row only for a kind the user changed; absent, the defaults of
//   `defaultNotificationPreference` (@okr/contract) apply: in the app always, by email mentions only.
// - mention_email_batches: when each user was last sent the mentions email (at most one per
//   MENTION_EMAIL_BATCH_MINUTES, whatever the number of processes: the row is claimed by a
//   conditional upsert). `comment_mentions.notified_at` (028) marks a mention emailed or skipped.
// Every table notifies its writes (migration 012's four triggers): notifications by organization,
// the two per-user tables for the whole table. Values spelled out here, not imported (frozen).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const kinds = sql`('mention', 'comment_on_owned', 'assigned', 'check_in_reminder', 'invitation_accepted')`;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${kinds}`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('comment_id', 'uuid', (c) => c.references('comments.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create unique index notifications_seq_idx on notifications (seq)`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, seq)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id, seq) where read_at is null`.execute(db);

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${kinds}`))
    .addColumn('in_app', 'boolean', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pkey', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('mention_email_batches')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index comment_mentions_waiting_idx on comment_mentions (user_id) where notified_at is null`.execute(db);

  await noteWritesByOrganization(db, 'notifications');
  for (const table of ['notification_preferences', 'mention_email_batches']) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`
        create trigger ${sql.raw(`okr_note_write_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        for each statement execute function okr_note_org_write()`.execute(db);
    }
  }
}

async function down(db: AnyDb): Promise<void> {
  await sql`drop index comment_mentions_waiting_idx`.execute(db);
  await db.schema.dropTable('mention_email_batches').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}

export const notifications: Migration = { up, down };
