import type { Comment } from '@okr/contract';
import type { CommentsTable } from '../../db/Database';
import type { Selectable } from 'kysely';

export type CommentRow = Selectable<CommentsTable>;

/** The wire Comment; a deleted one keeps its place with no body and no mentions. */
export function toComment(row: CommentRow, mentions: readonly { id: string; fullName: string }[]): Comment {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    parentId: row.parent_id,
    body: deleted ? '' : row.body,
    author: { id: row.author_id, fullName: row.author_name },
    mentions: deleted ? [] : mentions.map(({ id, fullName }) => ({ id, fullName })),
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    deleted,
  };
}
