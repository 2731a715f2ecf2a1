import { commentElementId } from '@okr/contract';
import { useFocusElementOnce } from '../lib/useFocusElementOnce';

/**
 * Brings the comment a link pointed at (a notification's `#comment-<id>`) into view and focus, once,
 * as soon as the thread shows it.
 */
export function useFocusComment(commentId: string | null | undefined, shown: boolean): void {
  useFocusElementOnce(commentId ? commentElementId(commentId) : null, shown);
}
