import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Period } from '@okr/contract';
import { periodsCanOf } from './periodsCanOf';
import { PeriodsView } from './PeriodsView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const period = (id: string, name: string, startDate: string, endDate: string, status: Period['status']): Period => ({ id, name, startDate, endDate, status });
const periods = [
  period('p1', 'Q3 2026', '2026-07-01', '2026-09-30', 'ended'),
  period('p2', 'Q4 2026', '2026-10-01', '2026-12-31', 'active'),
  period('p3', 'Q1 2027', '2027-01-01', '2027-03-31', 'upcoming'),
  period('p0', 'Q2 2026', '2026-04-01', '2026-06-30', 'closed'),
];
const all = { settings: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/PeriodsPanel/View',
  component: PeriodsView,
  args: { state: 'ready', periods, can: periodsCanOf(all), onAdd: fn(), onEdit: fn(), onToggleClosed: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof PeriodsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-periods');

/** Ready: each status, the ended period named in the notice; close, reopen and delete call back. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByText(/Q3 2026.* ended and still take late check-ins/)).toBeVisible();
    await canvas.getByRole('button', { name: 'Close Q3 2026' }).click();
    await expect(args.onToggleClosed).toHaveBeenCalledWith(periods[0]);
    await canvas.getByRole('button', { name: 'Reopen Q2 2026' }).click();
    await expect(args.onToggleClosed).toHaveBeenCalledWith(periods[3]);
    await canvas.getByRole('button', { name: 'Delete Q1 2027' }).click();
    await expect(args.onDelete).toHaveBeenCalledWith(periods[2]);
  },
};

/** A close in flight: that row's button is busy. */
export const Closing: Story = {
  args: { settingClosed: 'p1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close Q3 2026' })).toBeDisabled();
  },
};

/** Without the settings flags: the list only, no notice. */
export const ReadOnly: Story = {
  args: { can: periodsCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add period' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Close|Reopen|Edit|Delete/ })).toBeNull();
    await expect(canvas.queryByText(/ended and still take late check-ins/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', periods: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: 'empty', periods: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No periods yet')).toBeVisible();
    await canvas.getByRole('button', { name: 'Add period' }).click();
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** A partner's own empty state in the slot; the rest stays ours. */
export const EmptySlot: Story = {
  args: { state: 'empty', periods: [], slots: { empty: () => <p>Plan your first quarter</p> } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Plan your first quarter')).toBeVisible();
    await expect(within(canvasElement).queryByText('No periods yet')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error', periods: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load the periods.')).toBeVisible();
    await canvas.getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', periods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your role cannot see the periods of this organization.');
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', periods: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
  },
};
