import { z } from 'zod';
import { COMMENT_BODY_MAX, commentMessages } from '../comments';
import { Id, Text, Timestamp } from './common';

// "Comments, mentions, notifications" (api-contract.md): threads on objectives, key results and
// initiatives. A reply names its thread's first comment (`parentId`, one level deep).

export const CommentPerson = z.object({ id: Id, fullName: Text });
export type CommentPerson = z.infer<typeof CommentPerson>;

/**
 * One comment as a thread lists it. `mentions`: the people mentioned who can read the item (a
 * mention of anyone else is plain text and notifies no one). A deleted comment stays in its thread
 * as `{ deleted: true }` with an empty body, so its replies keep their place.
 */
export const Comment = z.object({
  id: Id,
  parentId: Id.nullable(),
  body: Text,
  /** `id` null once the author's account is gone (the name stays). */
  author: z.object({ id: Id.nullable(), fullName: Text }),
  mentions: z.array(CommentPerson),
  createdAt: Timestamp,
  editedAt: Timestamp.nullable(),
  deleted: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

const body = Text.refine((value) => value.trim().length > 0, { message: commentMessages.bodyRequired }).refine(
  (value) => value.length <= COMMENT_BODY_MAX,
  { message: commentMessages.bodyTooLong },
);

/** POST /{objectives|key-results|initiatives}/{id}/comments: a comment, or a reply to `parentId`. */
export const CreateCommentRequest = z.strictObject({ body, parentId: Id.optional() });
export type CreateCommentRequest = z.infer<typeof CreateCommentRequest>;

/** PATCH /comments/{id} (the author only): the new body; mentions are read again. */
export const UpdateCommentRequest = z.strictObject({ body });
export type UpdateCommentRequest = z.infer<typeof UpdateCommentRequest>;

/** GET .../mentionable-members: `?q=` filters by name or email. */
export const MentionableQuery = z.strictObject({ q: Text.max(100).optional() });
export type MentionableQuery = z.infer<typeof MentionableQuery>;

/** A member the `@` picker offers: one who can read the item. */
export const MentionableMember = z.object({ id: Id, fullName: Text, email: Text });
export type MentionableMember = z.infer<typeof MentionableMember>;
