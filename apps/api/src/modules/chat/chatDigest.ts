import { isoDay, isoWeekOf } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { dashboardSummaryOf } from '../okr/dashboardSummary';
import type { ChatMessage } from './ChatMessage';
import { recordChatEvent } from './recordChatEvent';
import { viewersCanRead } from './viewersCanRead';

type Db = Kysely<Database>;

/** The organization's week at a glance, for its channels: counts only, and only what its Viewers read. */
export async function weeklyDigestMessage(db: Db, organizationId: string, today: string): Promise<ChatMessage> {
  const week = isoWeekOf(today);
  const link = { label: 'Open the dashboard', url: '/app' };
  if (!(await viewersCanRead(db, organizationId, ['objectives', 'key_results']))) {
    return { summary: `Weekly OKR digest, ${week}`, title: `Weekly OKR digest, ${week}`, facts: [], link };
  }
  const summary = await dashboardSummaryOf(db, organizationId, today);
  return {
    summary: `Weekly OKR digest, ${week}: ${summary.keyResults.atRiskCount} key results at risk`,
    title: `Weekly OKR digest, ${week}`,
    facts: [
      { title: 'Objectives', value: String(summary.objectives.total) },
      { title: 'Average progress', value: `${Math.round(summary.objectives.averageProgress)}%` },
      { title: 'Key results', value: String(summary.keyResults.total) },
      { title: 'At risk', value: String(summary.keyResults.atRiskCount) },
    ],
    link,
  };
}

/**
 * Queues this week's chat digest of every organization (not on Free) with an enabled channel that
 * chose `weekly_digest` and was not sent it yet: the week's row and the messages commit together,
 * so several processes send it once. Answers how many organizations were queued.
 */
export async function queueDueChatDigests(db: Db, now: Date): Promise<number> {
  const today = isoDay(now);
  const week = isoWeekOf(today);
  const due = await db
    .selectFrom('chat_channels as c')
    .innerJoin('organizations as o', 'o.id', 'c.organization_id')
    .select('c.organization_id')
    .distinct()
    .where('o.plan', '<>', 'Free')
    .where('c.enabled', '=', true)
    .where(sql<boolean>`c.events @> '["weekly_digest"]'::jsonb`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('chat_digest_weeks as w').select('w.week').whereRef('w.organization_id', '=', 'c.organization_id').where('w.week', '=', week))))
    .limit(100)
    .execute();
  let queued = 0;
  for (const { organization_id: organizationId } of due) {
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('chat_digest_weeks')
        .values({ organization_id: organizationId, week })
        .onConflict((oc) => oc.doNothing())
        .returning('week')
        .executeTakeFirst();
      if (!claimed) return false;
      await recordChatEvent(trx, organizationId, 'weekly_digest', await weeklyDigestMessage(trx, organizationId, today));
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
