import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Role } from '@okr/contract';
import { confirmDialogStories } from '../testing/confirmDialogStories';
import { taken, teamLead } from '../testing/roleStoryData';
import { storyAction } from '../testing/storyAction';
import { DeleteRoleDialog } from './DeleteRoleDialog';

const stories = confirmDialogStories({
  title: 'Delete Role',
  question: 'Are you sure you want to delete this role?',
  confirm: 'Delete',
  done: 'Role deleted successfully',
  refusal: taken('This role is still assigned to 3 members'),
  args: (state) => ({ remove: storyAction<Role, Role>({ result: teamLead, ...state }) }),
});

const meta = {
  title: 'Settings/RolesTable/DeleteRoleDialog',
  component: DeleteRoleDialog,
  args: { role: teamLead, onOpenChange: fn(), onDeleted: fn(), ...stories.open.args },
} satisfies Meta<typeof DeleteRoleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
export const Deleted: Story = stories.confirmed;
export const Deleting: Story = stories.pending;
/** Still assigned (409): the server's words in a toast. */
export const StillAssigned: Story = stories.refused;
