import { Button, Flex, Text } from '@radix-ui/themes';
import { commentElementId } from '@okr/contract';
import type { Comment, MentionableMember } from '@okr/contract';
import { useLocale } from '@okr/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import { CommentBody } from './CommentBody';
import { CommentComposer } from './CommentComposer';

export interface CommentItemProps {
  comment: Comment;
  members: readonly MentionableMember[];
  /** The signed-in user may edit (the author) and delete (the author, or one who may update the item). */
  canEdit: boolean;
  canDelete: boolean;
  editPending?: boolean;
  editError?: unknown;
  onEdit: (body: string) => Promise<unknown>;
  onDelete: () => void;
  /** The reply button of a first comment. */
  children?: ReactNode;
}

/** One comment: author, time, "edited", the body with its mentions, and its actions; or the deleted notice. */
export function CommentItem({ comment, members, canEdit, canDelete, editPending, editError, onEdit, onDelete, children }: CommentItemProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  if (comment.deleted) {
    return (
      <Text as="p" size="2" color="gray" className="okr-comment okr-comment-deleted">
        {t('goals.comments.deleted')}
      </Text>
    );
  }
  return (
    // An address's `#comment-<id>` (a notification's link) points here; focusable for useFocusComment.
    <article id={commentElementId(comment.id)} tabIndex={-1} className="okr-comment" aria-label={t('goals.comments.by', { name: comment.author.fullName })}>
      <Flex gap="2" align="baseline" wrap="wrap">
        <Text size="2" weight="bold">
          {comment.author.fullName}
        </Text>
        <Text size="1" color="gray">
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, locale)}</time>
          {comment.editedAt ? ` · ${t('goals.comments.edited')}` : null}
        </Text>
      </Flex>
      {editing ? (
        <CommentComposer
          label={t('goals.comments.editLabel')}
          submitLabel={t('goals.common.save')}
          members={members}
          initial={comment.body}
          pending={editPending}
          error={editError}
          onSubmit={(body) => onEdit(body).then(() => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <CommentBody comment={comment} />
      )}
      {!editing ? (
        <Flex gap="3" className="okr-comment-actions">
          {children}
          {canEdit ? (
            <Button size="1" variant="ghost" onClick={() => setEditing(true)} aria-label={t('goals.comments.editBy', { name: comment.author.fullName })}>
              {t('goals.common.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button size="1" variant="ghost" color="red" onClick={onDelete} aria-label={t('goals.comments.deleteBy', { name: comment.author.fullName })}>
              {t('goals.common.delete')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </article>
  );
}
