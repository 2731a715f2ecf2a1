import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@okr/core';
import { createMockDb, demoIds, sessionFixtures, toInitiative } from '@okr/mocks';
import { InitiativesBoardView } from './InitiativesBoardView';

// The board drawn from plain values (embedding.md "Views"): Acme Corp's demo initiatives in their
// wire shape, every state without a mock server behind it.

const db = createMockDb();
const demo = db.initiatives.filter((row) => row.organizationId === demoIds.organizations.acme).map((row) => toInitiative(db, row));
const [first, ...rest] = demo;
const initiatives = [...rest, { ...first!, status: 'Finished' as const, needsAttention: false }];
const ownerNames = new Map(db.users.all().map((user) => [user.id, `${user.firstName} ${user.lastName}`]));

const meta = {
  title: 'Goals/InitiativesBoard/View',
  component: InitiativesBoardView,
  args: {
    state: 'ready',
    initiatives,
    show: 'all',
    onShowChange: fn(),
    ownerNames,
    can: { create: true },
    onRetry: fn(),
    onLoadMore: fn(),
    onOpenInitiative: fn(),
    onCreateInitiative: fn(),
  },
  parameters: { session: sessionFixtures.editor },
} satisfies Meta<typeof InitiativesBoardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-initiatives-board');

/** Ready: the cards, those needing attention first; "New initiative" and "Show" call back. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getAllByText('Needs attention').length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New initiative' }));
    await expect(args.onCreateInitiative).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Finished' }));
    await expect(args.onShowChange).toHaveBeenCalledWith('finished');
  },
};

/** Only the finished ones. */
export const Finished: Story = {
  args: { show: 'finished' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Finished' })).toBeChecked();
    await expect(canvas.getByText(first!.name)).toBeVisible();
  },
};

/** Nothing matches the choice: said so, the control stays. */
export const NoneShown: Story = {
  args: { initiatives: rest.map((i) => ({ ...i, status: 'In Progress' as const })), show: 'finished' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No initiatives here.')).toBeVisible();
  },
};

/** More initiatives exist: "Show more" asks for the next page. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way: "Show more" is busy. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Show more/ })).toBeDisabled();
  },
};

/** A caller without `initiatives:create`: "New initiative" stays, disabled, saying why. */
export const CannotCreate: Story = {
  args: { can: { create: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /New initiative/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Your role cannot create initiatives.');
    await userEvent.click(button);
    await expect(args.onCreateInitiative).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', initiatives: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  args: { state: 'empty', initiatives: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No initiatives yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New initiative' })).toHaveLength(2);
  },
};

/** A partner's own empty state in the slot, with our button inside; the rest stays ours. */
export const EmptySlot: Story = {
  args: { state: 'empty', initiatives: [], slots: { empty: ({ createButton }) => <section>Start your first initiative{createButton}</section> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Start your first initiative')).toBeVisible();
    await expect(canvas.queryByText('No initiatives yet')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', initiatives: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the initiatives.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused (403): said so, with no retry. */
export const Forbidden: Story = {
  args: { state: 'forbidden', initiatives: [], error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' }) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'forbidden');
    await expect(within(canvasElement).getByText("You don't have permission to see this organization's initiatives.")).toBeVisible();
  },
};

/** No session any more (401). */
export const SignedOut: Story = {
  args: { state: 'signed-out', initiatives: [], error: new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Session expired' }) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
    await expect(within(canvasElement).getByText("Sign in to see this organization's initiatives.")).toBeVisible();
  },
};
