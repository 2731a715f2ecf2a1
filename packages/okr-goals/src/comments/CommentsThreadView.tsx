import { Button, Flex, Heading } from '@radix-ui/themes';
import type { Comment, MentionableMember } from '@okr/contract';
import { ConfirmDeleteDialog, EmptyState, ErrorState, getErrorMessage, SkeletonRows } from '@okr/core';
import { useId, useState } from 'react';
import { useDeleteDialogProps } from '../lib/useDeleteDialogProps';
import { useGoalsT } from '../lib/useGoalsT';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { useFocusComment } from './useFocusComment';
import type { CommentsState, CommentThread } from './useComments';

interface Change<A> {
  isPending: boolean;
  error: unknown;
  mutateAsync: (args: A) => Promise<unknown>;
}

export interface CommentsThreadViewProps {
  state: CommentsState;
  threads: readonly CommentThread[];
  error?: unknown;
  onRetry?: () => void;
  members: readonly MentionableMember[];
  /** The signed-in user's id (edits are theirs alone) and whether they may update the item (delete any). */
  userId: string | null;
  canModerate: boolean;
  post: Change<{ body: string; parentId?: string }>;
  edit: Change<{ commentId: string; body: string }>;
  remove: Change<string>;
  /** The heading's level where the thread sits (h2 on a screen, h4 inside a key result's card). */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** The comment the address points at (`#comment-<id>`): brought into view and focused once shown. */
  focusCommentId?: string | null;
}

/** The discussion of an item, from plain props: threads with replies, the composer, and a confirmed delete. */
export function CommentsThreadView({
  state,
  threads,
  error,
  onRetry,
  members,
  userId,
  canModerate,
  post,
  edit,
  remove,
  headingAs = 'h2',
  focusCommentId,
}: CommentsThreadViewProps) {
  const t = useGoalsT();
  useFocusComment(focusCommentId, state === 'ready');
  const titleId = useId();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const deleteDialog = useDeleteDialogProps(remove.error);
  const item = (comment: Comment, reply?: () => void) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      members={members}
      canEdit={comment.author.id === userId}
      canDelete={comment.author.id === userId || canModerate}
      editPending={edit.isPending}
      editError={edit.error}
      onEdit={(body) => edit.mutateAsync({ commentId: comment.id, body })}
      onDelete={() => setDeleting(comment)}
    >
      {reply ? (
        <Button size="1" variant="ghost" onClick={reply}>
          {t('goals.comments.reply')}
        </Button>
      ) : null}
    </CommentItem>
  );
  return (
    <section className="okr-comments" aria-labelledby={titleId} data-state={state}>
      <Flex direction="column" gap="3">
        <Heading as={headingAs} size={headingAs === 'h2' ? '4' : '3'} id={titleId}>
          {t('goals.comments.title')}
        </Heading>
        {state === 'loading' ? <SkeletonRows rows={2} /> : null}
        {state === 'error' ? <ErrorState message={getErrorMessage(error, t('goals.comments.loadError'))} onRetry={onRetry} /> : null}
        {state === 'forbidden' ? <EmptyState title={t('goals.comments.forbidden')} /> : null}
        {state === 'empty' ? <EmptyState title={t('goals.comments.empty')} description={t('goals.comments.emptyHint')} /> : null}
        {state === 'ready' ? (
          <ol className="okr-comment-threads">
            {threads.map(({ comment, replies }) => (
              <li key={comment.id} className="okr-comment-thread">
                {item(comment, comment.deleted ? undefined : () => setReplyTo(comment.id))}
                {replies.length > 0 || replyTo === comment.id ? (
                  <ol className="okr-comment-replies">
                    {replies.map((reply) => (
                      <li key={reply.id}>{item(reply)}</li>
                    ))}
                    {replyTo === comment.id ? (
                      <li>
                        <CommentComposer
                          label={t('goals.comments.replyLabel', { name: comment.author.fullName })}
                          submitLabel={t('goals.comments.reply')}
                          members={members}
                          pending={post.isPending}
                          error={post.error}
                          onSubmit={(body) => post.mutateAsync({ body, parentId: comment.id }).then(() => setReplyTo(null))}
                          onCancel={() => setReplyTo(null)}
                        />
                      </li>
                    ) : null}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        {state === 'ready' || state === 'empty' ? (
          <CommentComposer
            label={t('goals.comments.newLabel')}
            submitLabel={t('goals.comments.post')}
            members={members}
            pending={post.isPending && replyTo === null}
            error={replyTo === null ? post.error : undefined}
            onSubmit={(body) => post.mutateAsync({ body })}
          />
        ) : null}
      </Flex>
      <ConfirmDeleteDialog
        {...deleteDialog}
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('goals.comments.deleteTitle')}
        question={t('goals.comments.deleteBody')}
        pending={remove.isPending}
        onConfirm={() => deleting && void remove.mutateAsync(deleting.id).then(() => setDeleting(null), () => undefined)}
      />
    </section>
  );
}
