import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Period } from '@okr/contract';
import { ApiError } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';
import { configOptions, members, objective } from '../testing/okrFixtures';
import { ObjectivesListView } from './ObjectivesListView';

// The list drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const objectives = [
  objective({ id: 'o1', title: 'Expand into the DACH market' }),
  objective({ id: 'o2', title: 'Cut office energy use', status: 'Completed', progress: 100, type: 'Tactical', ownerId: null }),
  objective({ id: 'o3', title: 'Build an employer brand', status: 'On Hold', progress: 25, type: 'Tactical' }),
];
const ownerNames = new Map(members.map((m) => [m.id, `${m.firstName} ${m.lastName}`]));
const filterOptions = {
  'Impact Category': configOptions.filter((o) => o.kind === 'Impact Category').map((o) => o.value),
  'Operational Area': configOptions.filter((o) => o.kind === 'Operational Area').map((o) => o.value),
  'Strategic Axis': configOptions.filter((o) => o.kind === 'Strategic Axis').map((o) => o.value),
};
const quarter = (status: Period['status']): Period => ({ id: 'p-q3', name: 'Q3 2026', startDate: '2026-07-01', endDate: '2026-09-30', status });

const meta = {
  title: 'Goals/ObjectivesList/View',
  component: ObjectivesListView,
  args: {
    state: 'ready',
    objectives,
    total: 3,
    filters: {},
    onFiltersChange: fn(),
    members,
    ownerNames,
    filterOptions,
    can: { create: true },
    onRetry: fn(),
    onLoadMore: fn(),
    onOpenObjective: fn(),
    onCreateObjective: fn(),
    onRollOver: fn(),
  },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof ObjectivesListView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-objectives-list');

/** Ready: the table with progress, status and owner; a row and "New objective" call back. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByText('Showing 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Expand into the DACH market/ })).toHaveTextContent('Ada Admin');
    await userEvent.click(canvas.getByRole('link', { name: 'Cut office energy use' }));
    await expect(args.onOpenObjective).toHaveBeenCalledWith(objectives[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'New objective' }));
    await expect(args.onCreateObjective).toHaveBeenCalled();
  },
};

/** More objectives match than are loaded: "Show more" asks for the next page. */
export const MoreToLoad: Story = {
  args: { total: 120, hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 3 of 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way: "Show more" is busy. */
export const LoadingMore: Story = {
  args: { total: 120, hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Show more/ })).toBeDisabled();
  },
};

/** A caller without `objectives:create`: "New objective" stays, disabled, saying why; no roll-over. */
export const CannotCreate: Story = {
  args: { can: { create: false }, period: quarter('active') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /New objective/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent('Your role cannot create objectives.');
    await userEvent.click(button);
    await expect(args.onCreateObjective).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Roll over' })).toBeNull();
  },
};

/** One period chosen: "Roll over" starts the wizard from it. */
export const InPeriod: Story = {
  args: { period: quarter('active') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Roll over' }));
    await expect(args.onRollOver).toHaveBeenCalled();
  },
};

/** The chosen period is closed: said above the list. */
export const ClosedPeriod: Story = {
  args: { period: quarter('closed') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.okr-period-closed')).toHaveTextContent('Q3 2026');
  },
};

/** The chosen period has ended and is still open: the invitation to roll over and close it. */
export const EndedPeriod: Story = {
  args: { period: quarter('ended') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Q3 2026 ended on/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', objectives: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** None yet: our empty state with "New objective". */
export const Empty: Story = {
  args: { state: 'empty', objectives: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No objectives yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New objective' })).toHaveLength(2);
  },
};

/** None in the chosen period. */
export const EmptyPeriod: Story = {
  args: { state: 'empty', objectives: [], period: quarter('active') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No objectives in Q3 2026')).toBeVisible();
  },
};

/** A search is on and nothing matches: "Clear filters" empties them. */
export const NoMatch: Story = {
  args: { state: 'empty', objectives: [], filters: { q: 'churn' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No objectives match these filters')).toBeVisible();
    // The filter bar has its own "Clear filters"; the empty state's is the last one.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
  },
};

/** A partner's own empty state in the slot; the rest stays ours. */
export const EmptySlot: Story = {
  args: { state: 'empty', objectives: [], slots: { empty: ({ createButton }) => <section>Plan your first goal{createButton}</section> } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Plan your first goal')).toBeVisible();
    await expect(canvas.queryByText('No objectives yet')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', objectives: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the objectives.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused (403): said so, with no retry. */
export const Forbidden: Story = {
  args: { state: 'forbidden', objectives: [], error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' }) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'forbidden');
    await expect(within(canvasElement).getByText("You don't have permission to see this organization's objectives.")).toBeVisible();
  },
};

/** No session any more (401). */
export const SignedOut: Story = {
  args: { state: 'signed-out', objectives: [], error: new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Session expired' }) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
    await expect(within(canvasElement).getByText("Sign in to see this organization's objectives.")).toBeVisible();
  },
};
