import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { CreateRoleRequest, Role } from '@okr/contract';
import { formDialogStories } from '../testing/formDialogStories';
import { taken, teamLead } from '../testing/roleStoryData';
import { storyAction } from '../testing/storyAction';
import { CreateRoleDialog } from './CreateRoleDialog';

type Args = ComponentProps<typeof CreateRoleDialog>;

const stories = formDialogStories({
  title: 'Create New Role',
  submit: 'Create Role',
  refusal: taken('A role named Admin already exists'),
  args: (state) => ({ create: storyAction<CreateRoleRequest, Role>({ result: teamLead, ...state }) }),
  incomplete: async (dialog) => {
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Role' }));
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Role' })).toBeDisabled();
  },
  sent: (args: Args) => args.create.run,
  done: 'Role created successfully',
});

const meta = {
  title: 'Settings/RolesTable/CreateRoleDialog',
  component: CreateRoleDialog,
  args: { open: true, onOpenChange: fn(), onCreated: fn(), ...stories.open.args },
} satisfies Meta<typeof CreateRoleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: Admin / Custom by default, the name filled from the type; focus stays inside. */
export const Open: Story = stories.open;
export const Created: Story = stories.saved;
export const Incomplete: Story = stories.incomplete;
export const Creating: Story = stories.pending;
/** The name is taken (409): the server's words in a toast, the dialog stays open. */
export const NameTaken: Story = stories.refused;
