import { MENTION_EMAIL_BATCH_MINUTES, weekPage } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { enqueueEmail } from '../email/enqueueEmail';
import { mentionEmailCopy } from './mentionEmailCopy';
import { usersWanting } from './notificationPreferences';

type Db = Kysely<Database>;
const batchMs = MENTION_EMAIL_BATCH_MINUTES * 60_000;

/**
 * The users with mentions not yet emailed (`comment_mentions.notified_at` null) whose oldest one
 * waited `delayMs` (so a burst goes in one email) and who were sent none in the last
 * MENTION_EMAIL_BATCH_MINUTES.
 */
export async function dueMentionEmails(db: Db, now: Date, delayMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('comment_mentions as cm')
    .select('cm.user_id')
    .where('cm.notified_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('mention_email_batches as b').select('b.user_id').whereRef('b.user_id', '=', 'cm.user_id').where('b.sent_at', '>', new Date(now.getTime() - batchMs)),
        ),
      ),
    )
    .groupBy('cm.user_id')
    .having((eb) => eb.fn.min('cm.created_at'), '<=', new Date(now.getTime() - delayMs))
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export type MentionEmailOutcome = 'sent' | 'skipped' | 'taken';

/**
 * One user's mentions email, in ONE transaction: the batch row is claimed first by a conditional
 * upsert (no row, or its last email is MENTION_EMAIL_BATCH_MINUTES old; on PostgreSQL a concurrent
 * claim waits for the other transaction, then finds the row fresh and does nothing: 'taken'); then
 * every waiting mention is marked notified and, when the user wants mention emails and some are
 * still worth telling (a live comment by someone else, in an organization they are still in), one
 * email in their language goes to the outbox. A crash before the commit leaves it all to the next
 * look; any number of processes send it once.
 */
export async function sendMentionEmail(db: Db, userId: string, { now, appUrl }: { now: Date; appUrl: string }): Promise<MentionEmailOutcome> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('mention_email_batches')
      .values({ user_id: userId, sent_at: now })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ sent_at: now })
          .where('mention_email_batches.sent_at', '<=', new Date(now.getTime() - batchMs)),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return 'taken';
    const waiting = await trx
      .updateTable('comment_mentions')
      .set({ notified_at: now })
      .where('user_id', '=', userId)
      .where('notified_at', 'is', null)
      .returning(['comment_id', 'organization_id'])
      .execute();
    const [wants] = await usersWanting(trx, [userId], 'mention', 'email');
    const user = await trx.selectFrom('users').select(['email', 'first_name', 'language', 'is_active']).where('id', '=', userId).executeTakeFirst();
    if (!wants || !user?.is_active || waiting.length === 0) return 'skipped';
    const mentions = await trx
      .selectFrom('comments as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .innerJoin('organization_members as m', (join) => join.onRef('m.organization_id', '=', 'c.organization_id').on('m.user_id', '=', userId).on('m.is_active', '=', true))
      .leftJoin('objectives as ob', 'ob.id', 'c.objective_id')
      .leftJoin('key_results as kr', 'kr.id', 'c.key_result_id')
      .leftJoin('initiatives as i', 'i.id', 'c.initiative_id')
      .select(['c.author_name', 'o.name as organization', sql<string>`coalesce(ob.title, kr.title, i.name, '')`.as('title')])
      .where('c.id', 'in', waiting.map((row) => row.comment_id))
      .where('c.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('c.author_id', 'is', null), eb('c.author_id', '!=', userId)]))
      .orderBy('c.seq')
      .execute();
    if (mentions.length === 0) return 'skipped';
    const content = mentionEmailCopy(
      user.language,
      user.first_name,
      mentions.map((row) => ({ author: row.author_name, title: row.title, organization: row.organization })),
      `${appUrl}${weekPage.href()}`,
    );
    await enqueueEmail(trx, { kind: 'mention_digest', to: user.email, language: user.language, content }, appUrl);
    return 'sent';
  });
}
