import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

const meta = {
  title: 'Core/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete role',
    question: 'Delete the role "Reviewer"? This cannot be undone.',
  },
} satisfies Meta<typeof ConfirmDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Core's own "Cancel" and "Delete"; Cancel takes the focus first, Delete confirms. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role' });
    await expect(dialog).toHaveTextContent('Delete the role "Reviewer"?');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A package's own labels, e.g. revoking rather than deleting. */
export const OwnLabels: Story = {
  args: { title: 'Revoke invitation', question: 'Revoke the invitation of ana@example.com?', confirmLabel: 'Revoke', cancelLabel: 'Keep it' },
};

/** The call is on its way: the red button spins. */
export const Pending: Story = { args: { pending: true } };

/** The server refused: its reason shows in the dialog, which stays open. */
export const Refused: Story = {
  args: { error: 'This role is still assigned to 3 members.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('This role is still assigned to 3 members.');
  },
};
