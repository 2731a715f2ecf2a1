import { isoDay, objectivePage, weekItemHref } from '@okr/contract';
import type { CheckInCreated, Objective } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { ChatMessage } from './ChatMessage';
import { clip } from './ChatMessage';
import { recordChatEvent } from './recordChatEvent';
import { viewersCanRead } from './viewersCanRead';

type Db = Kysely<Database>;

const OPEN_OBJECTIVE = 'Open the objective';

async function fullNameOf(db: Db, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  return user ? `${user.first_name} ${user.last_name}`.trim() : 'Someone';
}

/** `check_in.created`: who checked in on which key result, its value, progress and confidence. */
export async function notifyChatOfCheckIn(trx: Db, organizationId: string, created: CheckInCreated): Promise<void> {
  // The key result's own address, in its organization (`?org=`: a reader of several switches first).
  const link = { label: 'Open the key result', url: weekItemHref(organizationId, { objectiveId: created.objective.id, keyResultId: created.keyResult.id }) };
  if (!(await viewersCanRead(trx, organizationId, ['objectives', 'key_results']))) {
    await recordChatEvent(trx, organizationId, 'check_in.created', { summary: 'New check-in', title: 'New check-in', facts: [], link });
    return;
  }
  const author = await fullNameOf(trx, created.authorId);
  const message: ChatMessage = {
    summary: `${author} checked in on ${clip(created.keyResult.title, 150)}`,
    title: `Check-in: ${created.keyResult.title}`,
    ...(created.note ? { text: created.note } : {}),
    facts: [
      { title: 'Objective', value: clip(created.objective.title, 200) },
      { title: 'Value', value: String(created.value) },
      { title: 'Progress', value: `${Math.round(created.keyResult.progress)}%` },
      { title: 'Confidence', value: `${created.confidence}/10` },
    ],
    context: `${author} · ${created.createdAt.slice(0, 10)}`,
    link,
  };
  await recordChatEvent(trx, organizationId, 'check_in.created', message);
}

/** Whether the objective (Active, in this organization) has a key result at risk on `today`. */
export async function objectiveAtRisk(trx: Db, organizationId: string, objectiveId: string, today = isoDay()): Promise<boolean> {
  const row = await trx
    .selectFrom('key_results')
    .select(sql<number>`1`.as('one'))
    .where('organization_id', '=', organizationId)
    .where('objective_id', '=', objectiveId)
    .where(sql<boolean>`at_risk_from <= ${today}::date`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `objective.at_risk`: the objective has a key result at risk and had none before this change. */
export async function notifyChatOfAtRisk(trx: Db, organizationId: string, objective: Objective): Promise<void> {
  const link = { label: OPEN_OBJECTIVE, url: objectivePage.href(objective.id) };
  if (!(await viewersCanRead(trx, organizationId, ['objectives']))) {
    await recordChatEvent(trx, organizationId, 'objective.at_risk', { summary: 'An objective is at risk', title: 'An objective is at risk', facts: [], link });
    return;
  }
  await recordChatEvent(trx, organizationId, 'objective.at_risk', {
    summary: `At risk: ${clip(objective.title, 200)}`,
    title: `At risk: ${objective.title}`,
    text: 'A key result of this objective is behind or has low confidence.',
    facts: [{ title: 'Progress', value: `${Math.round(objective.progress)}%` }],
    link,
  });
}

/** What the comments module knows of a mention (issue 35): the item, who wrote, an excerpt. */
export interface ChatMention {
  /** The objective page the comment lives on (a key result's or an initiative's own page otherwise). */
  href: string;
  itemTitle: string;
  authorName: string;
  mentionedNames: string[];
  excerpt: string;
  /** The domain of the item, to send no more than the organization's Viewers read. */
  domain: 'objectives' | 'key_results' | 'initiatives';
}

/**
 * `comment.mention`: for the comments module to call in the transaction of the comment that
 * mentions someone. Declared and tested here; the comments branch wires the call.
 */
export async function notifyChatOfMention(trx: Db, organizationId: string, mention: ChatMention): Promise<void> {
  const link = { label: 'Open the conversation', url: mention.href };
  if (!(await viewersCanRead(trx, organizationId, [mention.domain]))) {
    await recordChatEvent(trx, organizationId, 'comment.mention', { summary: 'New mention in a comment', title: 'New mention in a comment', facts: [], link });
    return;
  }
  await recordChatEvent(trx, organizationId, 'comment.mention', {
    summary: `${mention.authorName} mentioned ${mention.mentionedNames.join(', ')} on ${clip(mention.itemTitle, 150)}`,
    title: `${mention.authorName} mentioned ${mention.mentionedNames.join(', ')}`,
    text: clip(mention.excerpt, 1000),
    facts: [{ title: 'On', value: clip(mention.itemTitle, 200) }],
    link,
  });
}

/** Whether the organization has an enabled channel (one cheap statement: most have none, and the hot paths skip the rest). */
export async function hasChatChannels(trx: Db, organizationId: string): Promise<boolean> {
  const row = await trx.selectFrom('chat_channels').select('id').where('organization_id', '=', organizationId).where('enabled', '=', true).limit(1).executeTakeFirst();
  return row !== undefined;
}
