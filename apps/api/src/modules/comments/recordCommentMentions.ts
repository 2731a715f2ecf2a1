import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

/**
 * THE place a mention is emitted: the rows of `comment_mentions` for a comment (written again on
 * an edit, keeping those still mentioned), in the comment's transaction. The notifications to come
 * read new rows here (`notified_at` null), never the body, and skip the comment's own author
 * (never notified of their own comment). Answers the ids newly mentioned by this write.
 */
export async function recordCommentMentions(
  trx: Kysely<Database>,
  organizationId: string,
  commentId: string,
  wanted: readonly string[],
): Promise<string[]> {
  const comment = { id: commentId };
  const inOrganization = scoped(trx, organizationId);
  const existing = await inOrganization.selectFrom('comment_mentions').select('user_id').where('comment_id', '=', comment.id).execute();
  const had = new Set(existing.map((row) => row.user_id));
  const gone = [...had].filter((id) => !wanted.includes(id));
  if (gone.length > 0) {
    await inOrganization.deleteFrom('comment_mentions').where('comment_id', '=', comment.id).where('user_id', 'in', gone).execute();
  }
  const added = wanted.filter((id) => !had.has(id));
  if (added.length > 0) {
    await inOrganization.insertInto('comment_mentions', added.map((user_id) => ({ comment_id: comment.id, user_id }))).execute();
  }
  return added;
}
