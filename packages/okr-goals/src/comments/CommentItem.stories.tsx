import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';
import { commentOf, commentPeople, mentionableMembers, mentionOf } from '../testing/commentFixtures';
import { CommentItem } from './CommentItem';

// One comment drawn from plain props, as CommentsThreadView draws each: no request behind it.

const { admin, editor, viewer } = commentPeople;

const meta = {
  title: 'Goals/Comments/CommentItem',
  component: CommentItem,
  args: {
    comment: commentOf({ by: editor, body: 'Two pilots sign next week, and the reseller brings three more.' }),
    members: mentionableMembers,
    canEdit: true,
    canDelete: true,
    onEdit: fn(async () => undefined),
    onDelete: fn(),
  },
  parameters: { session: sessionFixtures.editor },
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('article', { name: `Comment by ${name}` });

/** The viewer's own comment: they edit it in place (the text saved is the one typed) and may delete it. */
export const ByTheViewer: Story = {
  play: async ({ canvasElement, args }) => {
    const comment = within(article(canvasElement, 'Eddie Editor'));
    await expect(comment.getByText(/Two pilots sign next week/)).toBeVisible();
    await userEvent.click(comment.getByRole('button', { name: 'Delete the comment by Eddie Editor' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(comment.getByRole('button', { name: 'Edit the comment by Eddie Editor' }));
    const field = comment.getByRole('combobox', { name: 'Edit the comment' });
    await expect(field).toHaveValue('Two pilots sign next week, and the reseller brings three more.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Three pilots sign next week.');
    await userEvent.click(comment.getByRole('button', { name: 'Save changes' }));
    await expect(args.onEdit).toHaveBeenCalledWith('Three pilots sign next week.');
    // Saved: the editor closes, the actions are back.
    await expect(await comment.findByRole('button', { name: 'Edit the comment by Eddie Editor' })).toBeVisible();
    await expect(comment.queryByRole('combobox')).toBeNull();
  },
};

/** Someone else's comment, read by a member who may not moderate: no actions at all. */
export const BySomeoneElse: Story = {
  args: { comment: commentOf(), canEdit: false, canDelete: false },
  play: async ({ canvasElement }) => {
    const comment = within(article(canvasElement, 'Ada Admin'));
    await expect(comment.getByText('Can we still reach 40 customers in DACH this quarter?')).toBeVisible();
    await expect(comment.queryByRole('button')).toBeNull();
  },
};

/** Someone else's comment on an item the viewer may update: they may delete it, never edit it. */
export const Moderated: Story = {
  args: { comment: commentOf(), canEdit: false, canDelete: true },
  play: async ({ canvasElement, args }) => {
    const comment = within(article(canvasElement, 'Ada Admin'));
    await expect(comment.queryByRole('button', { name: /Edit the comment/ })).toBeNull();
    await userEvent.click(comment.getByRole('button', { name: 'Delete the comment by Ada Admin' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Changed after posting: marked "edited" beside its time. */
export const Edited: Story = {
  args: { comment: commentOf({ editedAt: '2025-01-06T08:30:00.000Z' }), canEdit: false, canDelete: false },
  play: async ({ canvasElement }) => {
    const comment = article(canvasElement, 'Ada Admin');
    await expect(within(comment).getByText(/· edited$/)).toBeVisible();
    await expect(comment.querySelector('time')).toHaveAttribute('dateTime', '2025-01-06T08:00:00.000Z');
  },
};

/** Deleted while it has replies: its place says so, without author, text or actions. */
export const Deleted: Story = {
  args: { comment: commentOf({ body: '', deleted: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This comment was deleted.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Mentions: one who can read the item is notified and stands out; anyone else stays plain text. */
export const WithMentions: Story = {
  args: {
    comment: commentOf({ body: `${mentionOf(editor)} and ${mentionOf(viewer)}: can you check the numbers?`, mentions: [{ id: editor.id, fullName: editor.fullName }] }),
    canEdit: false,
    canDelete: false,
  },
  play: async ({ canvasElement }) => {
    const comment = within(article(canvasElement, 'Ada Admin'));
    const notified = comment.getByText('@Eddie Editor');
    await expect(notified.tagName).toBe('STRONG');
    await expect(comment.getByText(`@${viewer.fullName}`).tagName).toBe('SPAN');
    // The markup is never shown.
    await expect(comment.queryByText(/\]\(user-/)).toBeNull();
  },
};

const longWord = 'https://intranet.acme.example/reports/pipeline/dach/2026/q4/enterprise-customers-by-reseller-and-region';

/** A long comment with line breaks and an unbroken address: it wraps inside a phone's width. */
export const LongText: Story = {
  args: {
    comment: commentOf({
      by: admin,
      body: `Here is where we stand.\n\n${'The reseller brought three leads, two of them in Austria. '.repeat(6)}\n\nSource: ${longWord}`,
    }),
    canEdit: false,
    canDelete: false,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(article(canvasElement, 'Ada Admin')).getByText(new RegExp(`Source: ${longWord.replaceAll('.', '\\.')}`))).toBeVisible();
  },
};

/** The author's account is gone: the name stays, nobody may edit. */
export const FormerMember: Story = {
  args: { comment: commentOf({ author: { id: null, fullName: 'Former Colleague' } }), canEdit: false, canDelete: true },
  play: async ({ canvasElement }) => {
    const comment = within(article(canvasElement, 'Former Colleague'));
    await expect(comment.getByRole('button', { name: 'Delete the comment by Former Colleague' })).toBeVisible();
  },
};

/** Saving the edit: the field waits, and a second press of the spinning button sends nothing. */
export const EditPending: Story = {
  args: { editPending: true },
  play: async ({ canvasElement, args }) => {
    const comment = within(article(canvasElement, 'Eddie Editor'));
    await userEvent.click(comment.getByRole('button', { name: 'Edit the comment by Eddie Editor' }));
    await expect(comment.getByRole('combobox', { name: 'Edit the comment' })).toBeDisabled();
    await userEvent.click(comment.getByRole('button', { name: 'Save changes' }));
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** The edit was refused: the server's words under the field, the text kept to try again. */
export const EditError: Story = {
  args: {
    editError: new ApiError({ status: 422, code: 'VALIDATION_ERROR', message: 'Only the author may edit a comment' }),
    onEdit: fn(async () => Promise.reject(new Error('refused'))),
  },
  play: async ({ canvasElement }) => {
    const comment = within(article(canvasElement, 'Eddie Editor'));
    await userEvent.click(comment.getByRole('button', { name: 'Edit the comment by Eddie Editor' }));
    await expect(comment.getByRole('alert')).toHaveTextContent('Only the author may edit a comment');
    await userEvent.click(comment.getByRole('button', { name: 'Save changes' }));
    await expect(comment.getByRole('combobox', { name: 'Edit the comment' })).toHaveValue('Two pilots sign next week, and the reseller brings three more.');
  },
};
