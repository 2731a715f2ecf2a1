import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Role } from '@okr/contract';
import { formDialogStories } from '../testing/formDialogStories';
import { taken, teamLead } from '../testing/roleStoryData';
import { storyAction } from '../testing/storyAction';
import { EditRoleDialog } from './EditRoleDialog';
import type { UpdateRoleInput } from './useRoles';

type Args = ComponentProps<typeof EditRoleDialog>;

const stories = formDialogStories({
  title: 'Edit Role',
  submit: 'Save Changes',
  refusal: taken('A role named Reviewer already exists'),
  args: (state) => ({ update: storyAction<UpdateRoleInput, Role>({ result: teamLead, ...state }) }),
  incomplete: async (dialog) => {
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /^Category/ })).toHaveAttribute('readonly');
  },
  sent: (args: Args) => args.update.run,
  done: 'Role updated successfully',
});

const meta = {
  title: 'Settings/RolesTable/EditRoleDialog',
  component: EditRoleDialog,
  args: { role: teamLead, onOpenChange: fn(), onUpdated: fn(), ...stories.open.args },
} satisfies Meta<typeof EditRoleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
export const Saved: Story = stories.saved;
export const Incomplete: Story = stories.incomplete;
export const Saving: Story = stories.pending;
/** Renamed to a name another role has (409): the server's words in a toast. */
export const NameTaken: Story = stories.refused;
