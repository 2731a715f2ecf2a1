import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { RolePermission } from '@okr/contract';
import { formDialogStories } from '../testing/formDialogStories';
import { storyPermission, taken, teamLead } from '../testing/roleStoryData';
import { storyAction } from '../testing/storyAction';
import type { UpdateRolePermissionInput } from './api';
import { EditRolePermissionDialog } from './EditRolePermissionDialog';

type Args = ComponentProps<typeof EditRolePermissionDialog>;

const permission = storyPermission('p1', teamLead.id, 'objectives');

const stories = formDialogStories({
  title: 'Edit Permission',
  submit: 'Save Changes',
  refusal: taken('This permission row was changed by someone else'),
  args: (state) => ({ update: storyAction<UpdateRolePermissionInput, RolePermission>({ result: { ...permission, canCreate: true }, ...state }) }),
  fill: async (dialog) => {
    await userEvent.click(dialog.getByRole('switch', { name: 'Create' }));
  },
  incomplete: async (dialog) => {
    // Nothing changed yet is nothing to save; a flag turned on and off again is the same.
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('switch', { name: 'Create' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Create' }));
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
  sent: (args: Args) => args.update.run,
  done: 'Role permission updated successfully',
});

const meta = {
  title: 'Settings/RolePermissionsMatrix/EditRolePermissionDialog',
  component: EditRolePermissionDialog,
  args: { permission, roleName: 'Team Lead', onOpenChange: fn(), onUpdated: fn(), ...stories.open.args },
} satisfies Meta<typeof EditRolePermissionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
/** Only the flag that changed is sent. */
export const Saved: Story = {
  ...stories.saved,
  play: async (context) => {
    await stories.saved.play(context);
    await expect(context.args.update.run).toHaveBeenCalledWith({ row: permission, changes: { canCreate: true } }, expect.anything());
  },
};
export const Unchanged: Story = stories.incomplete;
export const Saving: Story = stories.pending;
export const Refused: Story = stories.refused;
