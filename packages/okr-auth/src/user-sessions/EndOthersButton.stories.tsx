import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EndOthersButton } from './EndOthersButton';

const meta = {
  title: 'Auth/UserSessions/EndOthersButton',
  component: EndOthersButton,
  args: { onConfirm: fn(), pending: false },
} satisfies Meta<typeof EndOthersButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked once more before every other device is signed out; Cancel has focus first and ends nothing. */
export const AskedFirst: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End all other sessions?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirmed: the sessions end. */
export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End all other sessions?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End other sessions' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** On its way: the button spins and takes no second press. */
export const Ending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  },
};

/** No other session to end. */
export const NothingToEnd: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  },
};
