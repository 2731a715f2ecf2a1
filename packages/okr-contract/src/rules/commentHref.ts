import { objectivePage } from '../pagePaths';
import { weekItemHref } from './weekItems';

/** The item a comment hangs on, as its page opens it. */
export type CommentedItem = { objectiveId: string } | { objectiveId: string; keyResultId: string } | { initiativeId: string };

/**
 * Where a notification about a comment opens: the item's page in its organization (`?org=`), at
 * the comment (`#comment-<id>`). The server and the mocks build it here.
 */
export function commentHref(organizationId: string, item: CommentedItem, commentId: string): string {
  const anchor = `#${commentElementId(encodeURIComponent(commentId))}`;
  if ('initiativeId' in item || 'keyResultId' in item) return `${weekItemHref(organizationId, item)}${anchor}`;
  return `${objectivePage.href(item.objectiveId)}?org=${encodeURIComponent(organizationId)}${anchor}`;
}

/** The id of a comment's element in its thread, which `commentHref`'s fragment points at. */
export function commentElementId(commentId: string): string {
  return `comment-${commentId}`;
}

/** The comment a page address's fragment (`location.hash`) points at, or null. */
export function commentIdOfHash(hash: string): string | null {
  const match = /^#comment-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
