import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkeletonRows } from './SkeletonRows';

const meta = {
  title: 'Admin/Lib/SkeletonRows',
  component: SkeletonRows,
} satisfies Meta<typeof SkeletonRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five table-row-high bars, announced once, politely, as "Loading…". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveAttribute('data-state', 'loading');
    const bars = status.querySelectorAll('.rt-Skeleton');
    await expect(bars).toHaveLength(5);
    // The bars are drawn, not read out: the status says "Loading…" and nothing else.
    await expect(status.textContent).toBe('Loading…');
    await expect((bars[0] as HTMLElement).getBoundingClientRect().height).toBe(44);
  },
};

/** Fewer, taller bars: the shape of the messages' cards. */
export const Cards: Story = {
  args: { rows: 3, height: '112px' },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getByRole('status').querySelectorAll('.rt-Skeleton');
    await expect(bars).toHaveLength(3);
    await expect((bars[2] as HTMLElement).getBoundingClientRect().height).toBe(112);
  },
};

/** Announced in the interface's language (the Spanish catalog arrives a moment after the first paint). */
export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText('Cargando…');
    await expect(text.closest('[role="status"]')).toBe(within(canvasElement).getByRole('status'));
  },
};
