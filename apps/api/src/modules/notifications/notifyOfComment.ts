import { commentHref } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notifyChatOfMention } from '../chat/chatEvents';
import type { ThreadItem } from '../comments/commentTarget';
import { writeNotifications } from './writeNotifications';

type Db = Kysely<Database>;

export interface WrittenComment {
  id: string;
  body: string;
  author: { id: string; fullName: string };
  /** The readers this write newly mentions (recordCommentMentions), with their names. */
  mentioned: readonly { id: string; fullName: string }[];
  /** A new comment (an edit tells the newly mentioned only, never the owner again). */
  created: boolean;
}

/** The item's title, owner and where it opens (its thread: `#comment-<id>`). */
async function itemFacts(db: Db, organizationId: string, item: ThreadItem, commentId: string) {
  const inOrganization = scoped(db, organizationId);
  if (item.target === 'objectives') {
    const row = await inOrganization.selectFrom('objectives').select(['title', 'owner_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
    return { title: row.title, ownerId: row.owner_id, href: commentHref(organizationId, { objectiveId: item.id }, commentId) };
  }
  if (item.target === 'key-results') {
    const row = await inOrganization.selectFrom('key_results').select(['title', 'owner_id', 'objective_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
    return { title: row.title, ownerId: row.owner_id, href: commentHref(organizationId, { objectiveId: row.objective_id, keyResultId: item.id }, commentId) };
  }
  const row = await inOrganization.selectFrom('initiatives').select(['name', 'owner_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
  return { title: row.name, ownerId: row.owner_id, href: commentHref(organizationId, { initiativeId: item.id }, commentId) };
}

/**
 * In the comment's transaction: `mention` for each reader newly mentioned (mentions are readers
 * only, filtered by resolveMentions), `comment_on_owned` for the item's owner on a new comment
 * (unless mentioned too: one notification is enough), never the author; and the chat channels'
 * `comment.mention`.
 */
export async function notifyOfComment(trx: Db, organizationId: string, item: ThreadItem, comment: WrittenComment): Promise<void> {
  const others = comment.mentioned.filter((person) => person.id !== comment.author.id);
  if (others.length === 0 && !comment.created) return;
  const facts = await itemFacts(trx, organizationId, item, comment.id);
  const about = { organizationId, actorId: comment.author.id, title: facts.title, href: facts.href, commentId: comment.id };
  await writeNotifications(trx, others.map((person) => person.id), { kind: 'mention', ...about });
  if (comment.created && facts.ownerId && !others.some((person) => person.id === facts.ownerId)) {
    await writeNotifications(trx, [facts.ownerId], { kind: 'comment_on_owned', ...about });
  }
  if (others.length > 0) {
    await notifyChatOfMention(trx, organizationId, {
      href: facts.href,
      itemTitle: facts.title,
      authorName: comment.author.fullName,
      mentionedNames: others.map((person) => person.fullName),
      excerpt: comment.body,
      domain: item.domain,
    });
  }
}
