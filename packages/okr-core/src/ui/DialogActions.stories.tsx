import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from '@radix-ui/themes';
import { expect, screen } from 'storybook/test';
import { DialogActions } from './DialogActions';
import { OKR_ROOT_CLASS } from '../lib/rootClass';

const meta = {
  title: 'Core/DialogActions',
  component: DialogActions,
  args: { cancelLabel: 'Cancel', submitLabel: 'Create role' },
  render: (args) => (
    <Dialog.Root open>
      <Dialog.Content maxWidth="420px" className={OKR_ROOT_CLASS} aria-describedby={undefined}>
        <Dialog.Title>Create role</Dialog.Title>
        <form onSubmit={(event) => event.preventDefault()}>
          <DialogActions {...args} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof DialogActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Create role' })).toHaveAttribute('type', 'submit');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  },
};

/** Nothing to send yet. */
export const Disabled: Story = { args: { disabled: true } };

/**
 * The call is on its way: the submit button spins and takes no second press, even where the form
 * says it could be sent (`disabled: false`; Radix disables a loading button only when `disabled`
 * is left out, so a form passing `false` sent a second request).
 */
export const Pending: Story = {
  args: { pending: true, disabled: false },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Create role' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};
