import type { CommentTarget } from '@okr/contract';
import { commentTargetDomains } from '@okr/contract';
import { useCan, useSessionStore } from '@okr/core';
import { CommentsThreadView } from './CommentsThreadView';
import type { CommentsThreadViewProps } from './CommentsThreadView';
import { useComments } from './useComments';

export interface CommentsThreadProps {
  /** What the thread hangs on, as the API's path names it. */
  target: CommentTarget;
  id: string;
  headingAs?: CommentsThreadViewProps['headingAs'];
  focusCommentId?: CommentsThreadViewProps['focusCommentId'];
}

/** The discussion of an objective, key result or initiative: `useComments` and its view. */
export function CommentsThread({ target, id, headingAs, focusCommentId }: CommentsThreadProps) {
  const comments = useComments(target, id);
  const can = useCan();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return (
    <CommentsThreadView
      state={comments.state}
      threads={comments.threads}
      error={comments.error}
      onRetry={comments.retry}
      members={comments.members}
      userId={userId}
      canModerate={can(commentTargetDomains[target], 'update')}
      post={comments.post}
      edit={comments.edit}
      remove={comments.remove}
      headingAs={headingAs}
      focusCommentId={focusCommentId}
    />
  );
}
