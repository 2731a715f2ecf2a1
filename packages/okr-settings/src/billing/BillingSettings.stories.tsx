import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingSettings } from './BillingSettings';

const meta = {
  title: 'Settings/BillingSettings',
  component: BillingSettings,
} satisfies Meta<typeof BillingSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The static display of spec §2. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Professional Plan' })).toBeVisible();
    await expect(canvas.getByText('Primary')).toBeVisible();
  },
};
