import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForgotPasswordLink } from './ForgotPasswordLink';

const meta = {
  title: 'Auth/ForgotPasswordLink',
  component: ForgotPasswordLink,
} satisfies Meta<typeof ForgotPasswordLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real link to where the host resets passwords. */
export const Default: Story = {
  args: { href: '/forgot-password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  },
};

/** Without a destination (a host with no reset page) it shows nothing. */
export const WithoutHref: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
