import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { GoalsDialog } from './GoalsDialog';
import type { GoalsDialogProps } from './GoalsDialog';

/** The dialog as a screen holds it: open until it asks to close, with a button on the page to open it again. */
function DialogOnPage({ onOpenChange, ...props }: GoalsDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      <GoalsDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Goals/GoalsDialog',
  component: GoalsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Rename key result',
    description: 'The new name shows wherever the key result does.',
    children: (
      <Flex direction="column" gap="3">
        <TextField.Root aria-label="Name" defaultValue="Sign 40 new customers" />
        <Flex justify="end" gap="2">
          <Button variant="soft" color="gray">
            Cancel
          </Button>
          <Button>Save</Button>
        </Flex>
      </Flex>
    ),
  },
  parameters: { route: '/app/objectives', session: sessionFixtures.editor },
  render: (args) => <DialogOnPage {...args} />,
} satisfies Meta<typeof GoalsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Rename key result' });

/** Open with its content: named by its title, described by its description, the page behind it inert. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const element = await dialog();
    await expect(element).toHaveAccessibleDescription('The new name shows wherever the key result does.');
    await expect(within(element).getByRole('textbox', { name: 'Name' })).toHaveValue('Sign 40 new customers');
    await expect(within(element).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Focus moved into the dialog; the page behind is hidden from assistive technology.
    await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
    await expect(within(canvasElement).queryByRole('button', { name: 'Open the dialog' })).toBeNull();
  },
};

/** Without a description it is still described (by its title), so screen readers announce something sensible. */
export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleDescription('Rename key result');
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never reach the page behind. */
export const TrapsFocus: Story = {
  play: async () => {
    const element = await dialog();
    await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
    const opener = screen.getByText('Open the dialog', { selector: 'button' });
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(element.contains(document.activeElement)).toBe(true);
      await expect(document.activeElement).not.toBe(opener);
    }
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab({ shift: true });
      await expect(element.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Escape closes it and focus returns to the button that opened it. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open the dialog' });
    await userEvent.click(opener);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button (named "Close") closes it too. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const element = await dialog();
    await userEvent.click(within(element).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
