import { itemHref } from '@okr/contract';
import type { CommentedItem } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { writeNotifications } from './writeNotifications';

/**
 * In the write's transaction: `assigned` to the new owner of an objective, key result or initiative
 * when the owner changed (never to whoever made the change), opening the item. A creation passes the
 * creator as `before` (the owner it would have had): an item made for someone else tells them.
 */
export async function notifyOfAssignment(
  trx: Kysely<Database>,
  change: { organizationId: string; actorId: string | null; before: string | null; after: string | null; title: string; item: CommentedItem },
): Promise<void> {
  if (!change.after || change.after === change.before) return;
  const href = itemHref(change.organizationId, change.item);
  await writeNotifications(trx, [change.after], { kind: 'assigned', organizationId: change.organizationId, actorId: change.actorId, title: change.title, href });
}
