import { apiPaths, localTime } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { insertOutboxEmail } from '../email/enqueueEmail';
import { remindOfCheckIns } from '../notifications/remindOfCheckIns';
import { weekItemsOf } from '../week/weekItemsOf';
import type { DigestTokens } from './digestToken';
import type { DueDigest } from './dueDigests';
import { renderDigest } from './renderDigest';

export type DigestOutcome = 'sent' | 'empty' | 'taken';

/**
 * Decides one user's digest for one week, in ONE transaction: the `weekly_digests` row for (user,
 * week) is inserted first (`on conflict do nothing`: another process, or an earlier run, decided
 * it — nothing more happens; on PostgreSQL a concurrent insert waits for the other transaction
 * and then does nothing), then the items of `GET /me/week` at `now`, the in-app check-in reminders
 * of those due (`remindOfCheckIns`, whether or not the user wants the email), then — only when
 * there are some items and the user wants it — the email in the outbox and its id on the row. A crash before the commit leaves neither
 * row nor email, so the next look sends it; after the commit the outbox delivers it. Exactly once.
 */
export async function sendDigest(
  db: Kysely<Database>,
  due: DueDigest,
  { now, appUrl, tokens }: { now: Date; appUrl: string; tokens: DigestTokens },
): Promise<DigestOutcome> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('weekly_digests')
      .values({ user_id: due.userId, week: due.week, item_count: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return 'taken';
    const items = await weekItemsOf(trx, { userId: due.userId, timeZone: due.timeZone }, now);
    await remindOfCheckIns(trx, due.userId, items);
    // Nothing to say, or no wish for the email: the row records that this week was decided.
    if (items.length === 0 || !due.weeklyDigest) return 'empty';
    const unsubscribeUrl = `${appUrl}/api${apiPaths.auth.digestUnsubscribe}?token=${encodeURIComponent(tokens.sign(due.userId))}`;
    const email = renderDigest({ language: due.language, firstName: due.firstName, items, today: localTime(now, due.timeZone).day, appUrl, unsubscribeUrl });
    const emailId = await insertOutboxEmail(
      trx,
      { kind: 'weekly_digest', to: due.email, language: due.language, ...email, listUnsubscribe: unsubscribeUrl },
      appUrl,
    );
    await trx.updateTable('weekly_digests').set({ item_count: items.length, email_id: emailId }).where('user_id', '=', due.userId).where('week', '=', due.week).execute();
    return 'sent';
  });
}
