import { commentHref } from '@okr/contract';
import type { CommentedItem } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { writeNotifications } from './writeNotifications';

/**
 * In the update's transaction: `assigned` to the new owner of an objective or key result when the
 * owner changed (never to whoever made the change). `href` opens the item (the comment anchor of
 * `commentHref` left out).
 */
export async function notifyOfAssignment(
  trx: Kysely<Database>,
  change: { organizationId: string; actorId: string | null; before: string | null; after: string | null; title: string; item: CommentedItem },
): Promise<void> {
  if (!change.after || change.after === change.before) return;
  const href = commentHref(change.organizationId, change.item, '').replace(/#comment-$/, '');
  await writeNotifications(trx, [change.after], { kind: 'assigned', organizationId: change.organizationId, actorId: change.actorId, title: change.title, href });
}
