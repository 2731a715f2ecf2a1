import { mentionMarkup } from '@okr/contract';
import type { Comment, MentionableMember } from '@okr/contract';
import { sessionFixtures } from '@okr/mocks';

// Comments and people in the wire shapes of @okr/contract, for the stories of the comment views
// drawn from plain props (CommentItem, CommentsThreadView, MentionTextarea).

const personOf = ({ user }: { user: { id: string; fullName: string; email: string } }): MentionableMember => ({
  id: user.id,
  fullName: user.fullName,
  email: user.email,
});

/** The demo accounts as the `@` picker offers them; the editor is the signed-in viewer of the stories. */
export const commentPeople = {
  admin: personOf(sessionFixtures.admin),
  editor: personOf(sessionFixtures.editor),
  viewer: personOf(sessionFixtures.viewer),
};
export const mentionableMembers: MentionableMember[] = [commentPeople.admin, commentPeople.editor, commentPeople.viewer];

/** `@Full Name` as a comment's body holds it (the markup the picker inserts). */
export const mentionOf = (person: MentionableMember) => mentionMarkup(person.fullName, person.id);

/** A comment by `author` (the admin unless named), posted at the mocks' seed morning. */
export function commentOf(overrides: Partial<Comment> & { by?: MentionableMember } = {}): Comment {
  const { by = commentPeople.admin, ...rest } = overrides;
  return {
    id: 'comment-1',
    parentId: null,
    body: 'Can we still reach 40 customers in DACH this quarter?',
    author: { id: by.id, fullName: by.fullName },
    mentions: [],
    createdAt: '2025-01-06T08:00:00.000Z',
    editedAt: null,
    deleted: false,
    ...rest,
  };
}
