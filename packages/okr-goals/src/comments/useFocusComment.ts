import { commentElementId } from '@okr/contract';
import { useEffect, useRef } from 'react';

/**
 * Brings the comment a link pointed at (a notification's `#comment-<id>`) into view and focus, once,
 * as soon as the thread shows it; a screen reader then reads it first.
 */
export function useFocusComment(commentId: string | null | undefined, shown: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!commentId || !shown || done.current === commentId) return;
    const element = document.getElementById(commentElementId(commentId));
    if (!element) return;
    done.current = commentId;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [commentId, shown]);
}
