import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PanelMessage } from './PanelMessage';

const meta = {
  title: 'Core/PanelMessage',
  component: PanelMessage,
  args: {
    state: 'loading',
    loading: 'Loading roles…',
    error: 'Error loading roles. Please try again.',
    forbidden: "You don't have permission to manage roles.",
    signedOut: 'Sign in to manage roles.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof PanelMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the caller (403): no retry, asking again cannot change the answer. */
export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("You don't have permission to manage roles.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No session (401 once the refresh failed). */
export const SignedOut: Story = { args: { state: 'signed-out' } };
