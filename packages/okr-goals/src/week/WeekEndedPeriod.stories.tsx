import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { WeekEndedPeriod } from './WeekEndedPeriod';

// The notice My week shows above its items, drawn from plain values (no request behind it).

const acme = { id: 'org-acme', name: 'Acme Corp' };
const q3 = { id: 'p1', name: 'Q3 2026', startDate: '2026-07-01', endDate: '2026-09-30', status: 'ended' as const };

const meta = {
  title: 'Goals/MyWeek/WeekEndedPeriod',
  component: WeekEndedPeriod,
  args: { ended: { period: q3, organization: acme }, onReview: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof WeekEndedPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A period ended and is still open: which one, where, when, and the way to its objectives. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Q3 2026 in Acme Corp ended on Sep 30, 2026: roll its objectives over and close it.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review Q3 2026' }));
    await expect(args.onReview).toHaveBeenCalledOnce();
  },
};

/** A period's name may run to 100 characters: the notice and its button wrap on a phone, nothing scrolls sideways. */
export const LongNames: Story = {
  args: {
    ended: {
      period: { ...q3, name: 'Second half of the fiscal year 2026 (extended for the reorganisation)' },
      organization: { ...acme, name: 'Acme Corporation Europe, Middle East and Africa' },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Review Second half of the fiscal year 2026 (extended for the reorganisation)' });
    await expect(button).toBeVisible();
  },
};

export const Spanish: Story = {
  parameters: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The Spanish catalog arrives after the first render.
    await expect(await canvas.findByRole('button', { name: 'Revisar Q3 2026' })).toBeVisible();
    await expect(canvas.getByText(/^Q3 2026 en Acme Corp terminó el 30 sept 2026/)).toBeVisible();
  },
};
