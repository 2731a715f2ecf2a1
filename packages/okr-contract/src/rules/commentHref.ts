import { itemHref } from './itemHref';
import type { CommentedItem } from './itemHref';

export type { CommentedItem } from './itemHref';

/**
 * Where a notification about a comment opens: the item's page in its organization (`?org=`), at
 * the comment (`#comment-<id>`). The server and the mocks build it here.
 */
export function commentHref(organizationId: string, item: CommentedItem, commentId: string): string {
  return `${itemHref(organizationId, item)}#${commentElementId(encodeURIComponent(commentId))}`;
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
