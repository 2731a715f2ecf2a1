import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@okr/core';
import { COMMENT_BODY_MAX } from '@okr/contract';
import { sessionFixtures } from '@okr/mocks';
import { mentionableMembers } from '../testing/commentFixtures';
import { CommentComposer } from './CommentComposer';

const meta = {
  title: 'Goals/Comments/CommentComposer',
  component: CommentComposer,
  args: { label: 'Write a comment', submitLabel: 'Post', members: mentionableMembers, onSubmit: fn(() => Promise.resolve()) },
  parameters: { session: sessionFixtures.editor },
} satisfies Meta<typeof CommentComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Write a comment' });
const post = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Post' });

/** Nothing typed: Post waits; once sent, the field is cleared. */
export const Writing: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(post(canvasElement)).toBeDisabled();
    await userEvent.type(field(canvasElement), 'Shipped the pilot');
    await userEvent.click(post(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith('Shipped the pilot');
    await expect(field(canvasElement)).toHaveValue('');
  },
};

/** Refused: the text stays for another try. */
export const Refused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('refused'))) },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'Keep me');
    await userEvent.click(post(canvasElement));
    await expect(field(canvasElement)).toHaveValue('Keep me');
  },
};

/** On its way: the field and Post take nothing more. */
export const Posting: Story = {
  args: { initial: 'Shipped the pilot', pending: true },
  play: async ({ canvasElement }) => {
    await expect(post(canvasElement)).toBeDisabled();
    await expect(field(canvasElement)).toBeDisabled();
  },
};

/** Past the limit: said under the field, Post off. */
export const TooLong: Story = {
  args: { initial: 'x'.repeat(COMMENT_BODY_MAX + 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`At most ${COMMENT_BODY_MAX} characters`)).toBeVisible();
    await expect(post(canvasElement)).toBeDisabled();
  },
};

/** The server's words when it refused; our own when it failed. */
export const ServerError: Story = {
  args: { initial: 'Shipped the pilot', error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Only members of this organization can comment' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only members of this organization can comment');
  },
};

/** An edit: Cancel beside Save. */
export const Editing: Story = {
  args: { initial: 'First words', submitLabel: 'Save', onCancel: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
