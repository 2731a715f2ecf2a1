import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commentHandlers, getActiveMockDb, seedDemoComments, sessionFixtures } from '@okr/mocks';
import { demoRows, demoSeedWith } from '../testing/demoRows';
import { setMocksClock } from '../testing/mocksClock';
import { WithCallerFlags } from '../testing/WithCallerFlags';
import { CommentsThread } from './CommentsThread';

const customers = demoRows.keyResult('dach-customers');

const meta = {
  title: 'Goals/CommentsThread',
  component: CommentsThread,
  args: { target: 'key-results', id: customers.id },
  parameters: { route: `/app/objectives/${customers.objectiveId}`, session: sessionFixtures.editor, mockSeed: demoSeedWith((db) => seedDemoComments(db)) },
  beforeEach: () => setMocksClock(),
  decorators: [
    (Story) => (
      <WithCallerFlags>
        <Story />
      </WithCallerFlags>
    ),
  ],
} satisfies Meta<typeof CommentsThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question that mentions the editor, the editor's reply under it, and a deleted comment in its place. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('@Eddie Editor')).toBeVisible();
    await expect(canvas.getByText(/two pilots sign next week/)).toBeVisible();
    // A deleted comment keeps its place while it has replies.
    await expect(canvas.getByText('This comment was deleted.')).toBeVisible();
    // The editor edits and deletes their own reply; the admin's question they may delete (they may update the key result), not edit.
    await expect(canvas.getByRole('button', { name: /Edit the comment by Eddie Editor/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit the comment by Ada Admin/ })).toBeNull();
  },
};

/** Opened from a notification's link (`#comment-comment-demo-1`): the question is brought into view and focused. */
export const OpenedFromANotification: Story = {
  args: { focusCommentId: 'comment-demo-1' },
  play: async ({ canvasElement }) => {
    const [question] = await within(canvasElement).findAllByRole('article', { name: 'Comment by Ada Admin' });
    await expect(question).toHaveAttribute('id', 'comment-comment-demo-1');
    await waitFor(() => expect(question).toHaveFocus());
  },
};

export const Empty: Story = { parameters: { mockSeed: undefined } };

export const Loading: Story = {
  parameters: { msw: { handlers: { comments: commentHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Loading…');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { comments: commentHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Could not load the comments.');
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: { comments: commentHandlers.forbidden } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You cannot read the comments here.')).toBeVisible();
  },
};

/** Typing `@ad` offers Ada; arrows and Enter insert the mention; the comment shows it highlighted. */
export const MentionWithTheKeyboard: Story = {
  parameters: { mockSeed: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('combobox', { name: 'Write a comment' });
    await userEvent.type(field, 'Thanks @ad');
    const list = await canvas.findByRole('listbox', { name: 'People to mention' });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await expect(field).toHaveValue(`Thanks @[Ada Admin](user-admin) `);
    await userEvent.type(field, 'look @vi');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('@Ada Admin')).toBeVisible();
  },
};

/** Replying under a comment, then deleting one's own reply after confirming. */
export const ReplyAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reply' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Reply to Ada Admin' }), 'Signed today');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reply' }).at(-1)!);
    await waitFor(() => expect(canvas.queryByRole('combobox', { name: 'Reply to Ada Admin' })).toBeNull(), { timeout: 5000 });
    const reply = (await canvas.findByText('Signed today', { selector: 'article span' })).closest('article')!;
    await userEvent.click(within(reply).getByRole('button', { name: /Delete the comment by Eddie Editor/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText('Signed today', { selector: 'article span' })).toBeNull(), { timeout: 5000 });
    await expect(getActiveMockDb().comments.find((c) => c.body === '' && c.deletedAt !== null && c.parentId === 'comment-demo-1' && c.id !== 'comment-demo-2')).toBeDefined();
  },
};

/** Editing one's own comment marks it edited. */
export const EditOwn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Edit the comment by Eddie Editor/ }));
    const field = canvas.getByRole('combobox', { name: 'Edit the comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Yes: three pilots sign next week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Yes: three pilots sign next week.')).toBeVisible();
    await expect(await canvas.findByText(/· edited/)).toBeVisible();
  },
};

/** A viewer reads and writes, but deletes only their own. */
export const AsViewer: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('@Eddie Editor')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Delete the comment/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Write a comment' })).toBeVisible();
  },
};

/** Posting fails: the text stays and the error shows under it. */
export const PostError: Story = {
  parameters: { mockSeed: undefined, msw: { handlers: { comments: commentHandlers.postError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('combobox', { name: 'Write a comment' });
    await userEvent.type(field, 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not save the comment. Please try again.');
    await expect(field).toHaveValue('Hello');
  },
};
