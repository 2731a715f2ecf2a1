import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WeekItem } from '@okr/contract';
import { ApiError } from '@okr/core';
import { sessionFixtures } from '@okr/mocks';
import { MyWeekView } from './MyWeekView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind
// it (only an inline check-in, which loads its key result, would call one).

const acme = { id: 'org-acme', name: 'Acme Corp' };
const initech = { id: 'org-initech', name: 'Initech' };
const item = (id: string, organization: typeof acme, kind: WeekItem['kind'], title: string, dueDate: string | null): WeekItem => ({
  id,
  organization,
  kind,
  title,
  reason: kind === 'task_due' ? 'Due this week' : 'Behind its expected progress',
  dueDate,
  href: `/app/objectives/${id}?org=${organization.id}`,
});
const items = [
  item('t1', initech, 'task_due', 'Ship the TPS report cover', '2026-11-30'),
  item('k1', acme, 'key_result_behind', 'Reach 40 enterprise customers', '2026-12-31'),
  item('t2', acme, 'task_due', 'Sign the Globex renewal', '2026-12-02'),
];
const ended = { period: { id: 'p1', name: 'Q3 2026', startDate: '2026-07-01', endDate: '2026-09-30', status: 'ended' as const }, organization: acme };

const meta = {
  title: 'Goals/MyWeek/View',
  component: MyWeekView,
  args: { state: 'ready', items, onOpen: fn(), onRetry: fn(), onReviewEndedPeriod: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof MyWeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-my-week');

/** Ready: one group per organization, the most urgent first; then by urgency, each item saying where. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(['Initech', 'Acme Corp']);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Sign the Globex renewal in Acme Corp' }));
    await expect(args.onOpen).toHaveBeenCalledWith(items[2]);
    await userEvent.click(canvas.getByRole('radio', { name: 'By urgency' }));
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** Grouped by urgency from the start. */
export const ByUrgency: Story = {
  args: { defaultGrouping: 'urgency' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'By urgency' })).toBeVisible();
  },
};

/** Switching to the item's organization: its button is busy. */
export const Opening: Story = {
  args: { opening: items[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open Ship the TPS report cover in Initech' })).toBeDisabled();
  },
};

/** The switch was refused: the server's words, above the list. */
export const OpenRefused: Story = {
  args: { openError: { item: items[0]!, error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You are no longer a member of Initech' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You are no longer a member of Initech');
  },
};

/** A period ended and is still open, for whoever may close it. */
export const EndedPeriod: Story = {
  args: { endedPeriod: ended },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Q3 2026 in Acme Corp ended on/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Review / }));
    await expect(args.onReviewEndedPeriod).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

export const Empty: Story = {
  args: { state: 'empty', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your week is clear')).toBeVisible();
  },
};

/** A partner's own empty state in the slot; the rest stays ours. */
export const EmptySlot: Story = {
  args: { state: 'empty', items: [], slots: { empty: () => <p>Nothing to do, enjoy</p> } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to do, enjoy')).toBeVisible();
    await expect(within(canvasElement).queryByText('Your week is clear')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load your week. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused (403): its words. */
export const Forbidden: Story = {
  args: { state: 'forbidden', items: [], error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Your account cannot see this page' }) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'forbidden');
    await expect(within(canvasElement).getByText("You don't have permission to see your week.")).toBeVisible();
  },
};

/** No session any more (401): the state the provider also reports. */
export const SignedOut: Story = {
  args: { state: 'signed-out', items: [], error: new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in again' }) },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
    await expect(within(canvasElement).getByText('Sign in to see your week.')).toBeVisible();
  },
};
