import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';
import { commentOf, commentPeople, mentionableMembers, mentionOf } from '../testing/commentFixtures';
import { CommentsThreadView } from './CommentsThreadView';
import type { CommentThread } from './useComments';

// The discussion drawn from plain props (what `useComments` hands it): every state without a mock
// server behind it. The signed-in user is the editor.

const { admin, editor } = commentPeople;

/** A mutation as the view takes it (`post`, `edit`, `remove`): idle, resolving, spied on. */
const change = (overrides: { isPending?: boolean; error?: unknown } = {}) => ({ isPending: false, error: null, mutateAsync: fn(async () => undefined), ...overrides });

const question = commentOf({
  id: 'comment-1',
  body: `${mentionOf(editor)} can we still reach 40 customers in DACH this quarter?`,
  mentions: [{ id: editor.id, fullName: editor.fullName }],
});
const answer = commentOf({ id: 'comment-2', parentId: 'comment-1', by: editor, body: 'Yes: two pilots sign next week.', createdAt: '2025-01-06T08:20:00.000Z' });
const gone = commentOf({ id: 'comment-3', by: editor, body: '', deleted: true, createdAt: '2025-01-06T08:30:00.000Z' });
const after = commentOf({ id: 'comment-4', parentId: 'comment-3', body: 'No worries, I found the numbers.', createdAt: '2025-01-06T08:40:00.000Z' });
const threads: CommentThread[] = [
  { comment: question, replies: [answer] },
  { comment: gone, replies: [after] },
];

const meta = {
  title: 'Goals/Comments/CommentsThreadView',
  component: CommentsThreadView,
  args: {
    state: 'ready',
    threads,
    members: mentionableMembers,
    userId: editor.id,
    canModerate: false,
    onRetry: fn(),
    post: change(),
    edit: change(),
    remove: change(),
  },
  parameters: { session: sessionFixtures.editor },
} satisfies Meta<typeof CommentsThreadView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Comments' }));

/** Threads with replies: a question and its answer, a deleted comment kept in place by its reply; a reply is posted under its thread. */
export const WithReplies: Story = {
  args: { post: change() },
  play: async ({ canvasElement, args }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
    await expect(canvas.getAllByRole('article', { name: 'Comment by Ada Admin' })).toHaveLength(2);
    await expect(canvas.getByText('This comment was deleted.')).toBeVisible();
    // Only the living first comment may be answered; only the editor's own comment edited.
    const [reply] = canvas.getAllByRole('button', { name: 'Reply' });
    await expect(canvas.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Edit the comment by/ })).toHaveLength(1);
    await userEvent.click(reply!);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Reply to Ada Admin' }), 'Signed today');
    await userEvent.click(within(canvas.getByRole('form', { name: 'Reply to Ada Admin' })).getByRole('button', { name: 'Reply' }));
    await expect(args.post.mutateAsync).toHaveBeenCalledWith({ body: 'Signed today', parentId: 'comment-1' });
    await waitFor(() => expect(canvas.queryByRole('combobox', { name: 'Reply to Ada Admin' })).toBeNull());
  },
};

/** Nothing said yet: an invitation to start, and the composer. */
export const Empty: Story = {
  args: { state: 'empty', threads: [], post: change() },
  play: async ({ canvasElement, args }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByText('No comments yet')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Write a comment' }), 'First!');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(args.post.mutateAsync).toHaveBeenCalledWith({ body: 'First!' });
  },
};

export const Loading: Story = {
  args: { state: 'loading', threads: [] },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', threads: [], error: new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the comments.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The role may not read this item's comments: said so, with no composer. */
export const Forbidden: Story = {
  args: { state: 'forbidden', threads: [] },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getByText('You cannot read the comments here.')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** Deleting asks first; confirmed, the comment's id is sent. */
export const DeleteConfirmed: Story = {
  args: { remove: change() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(section(canvasElement).getByRole('button', { name: 'Delete the comment by Eddie Editor' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete this comment?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.remove.mutateAsync).toHaveBeenCalledWith('comment-2');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The delete was refused: the dialog stays open with the server's words. */
export const DeleteFailed: Story = {
  args: { remove: change({ error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You may not delete this comment' }) }) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(section(canvasElement).getByRole('button', { name: 'Delete the comment by Eddie Editor' }));
    const dialog = within(await body.findByRole('alertdialog'));
    // Visible once the dialog's opening animation is over.
    await waitFor(() => expect(dialog.getByText('You may not delete this comment')).toBeVisible());
  },
};

/** One who may update the item deletes anyone's comment, but edits only their own. */
export const AsModerator: Story = {
  args: { canModerate: true },
  play: async ({ canvasElement }) => {
    const canvas = section(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Delete the comment by Ada Admin' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Edit the comment by Ada Admin' })).toBeNull();
  },
};

/** Posting failed on the server: the comments' own words under the composer, not the server's. */
export const PostError: Story = {
  args: { post: change({ error: new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' }) }) },
  play: async ({ canvasElement }) => {
    const composer = within(section(canvasElement).getByRole('form', { name: 'Write a comment' }));
    await expect(composer.getByRole('alert')).toHaveTextContent('Could not save the comment. Please try again.');
  },
};

/** Inside a key result's card: the heading sits one level under the card's. */
export const InsideACard: Story = {
  args: { headingAs: 'h4', threads: [{ comment: commentOf({ by: admin }), replies: [] }] },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('heading', { level: 4, name: 'Comments' })).toBeVisible();
  },
};

/** Opened from a notification's link: that comment is focused. */
export const OpenedFromANotification: Story = {
  args: { focusCommentId: 'comment-2' },
  play: async ({ canvasElement }) => {
    const [, reply] = section(canvasElement).getAllByRole('article');
    await expect(reply).toHaveAttribute('id', 'comment-comment-2');
    await waitFor(() => expect(reply).toHaveFocus());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByRole('combobox', { name: 'Write a comment' })).toBeVisible();
  },
};
