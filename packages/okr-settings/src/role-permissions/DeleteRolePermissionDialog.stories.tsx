import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { RolePermission } from '@okr/contract';
import { ApiError } from '@okr/core';
import { confirmDialogStories } from '../testing/confirmDialogStories';
import { storyPermission, teamLead } from '../testing/roleStoryData';
import { storyAction } from '../testing/storyAction';
import { DeleteRolePermissionDialog } from './DeleteRolePermissionDialog';

const permission = storyPermission('p1', teamLead.id, 'objectives');

const stories = confirmDialogStories({
  title: 'Delete Permission',
  question: 'Are you sure you want to delete this permission?',
  confirm: 'Delete',
  done: 'Role permission deleted successfully',
  refusal: new ApiError({ status: 422, code: 'RULE_VIOLATION', message: 'The last settings permission of the Admin role cannot be deleted' }),
  args: (state) => ({ remove: storyAction<RolePermission, RolePermission>({ result: permission, ...state }) }),
});

const meta = {
  title: 'Settings/RolePermissionsMatrix/DeleteRolePermissionDialog',
  component: DeleteRolePermissionDialog,
  args: { permission, onOpenChange: fn(), onDeleted: fn(), ...stories.open.args },
} satisfies Meta<typeof DeleteRolePermissionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
export const Deleted: Story = stories.confirmed;
export const Deleting: Story = stories.pending;
export const Refused: Story = stories.refused;
