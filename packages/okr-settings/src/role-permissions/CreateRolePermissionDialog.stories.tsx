import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { permissionDomains } from '@okr/contract';
import type { CreateRolePermissionRequest, RolePermission } from '@okr/contract';
import { formDialogStories } from '../testing/formDialogStories';
import { reviewer, storyPermission, taken, teamLead } from '../testing/roleStoryData';
import { storyAction } from '../testing/storyAction';
import { CreateRolePermissionDialog } from './CreateRolePermissionDialog';

type Args = ComponentProps<typeof CreateRolePermissionDialog>;

// Team Lead already has its `users` row; Reviewer has a row for every domain.
const rows = [storyPermission('p1', teamLead.id, 'users', true), ...permissionDomains.map((domain, index) => storyPermission(`q${index}`, reviewer.id, domain))];

// The list hides the rest of the page while it is open: wait for it to close before the next query.
const choose = async (combobox: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

const stories = formDialogStories({
  title: 'Create Role Permission',
  submit: 'Create Permission',
  refusal: taken('Team Lead already has permissions for objectives'),
  args: (state) => ({ create: storyAction<CreateRolePermissionRequest, RolePermission>({ result: storyPermission('p2', teamLead.id, 'objectives'), ...state }) }),
  fill: async (dialog) => {
    await choose('Role', 'Team Lead');
    await choose('Domain', 'objectives');
    await userEvent.click(dialog.getByRole('switch', { name: 'Read' }));
  },
  incomplete: async (dialog) => {
    // Nothing to send before a role and one of its free domains are chosen.
    await expect(dialog.getByRole('combobox', { name: 'Domain' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Create Permission' })).toBeDisabled();
    await choose('Role', 'Team Lead');
    await expect(dialog.getByRole('button', { name: 'Create Permission' })).toBeDisabled();
  },
  sent: (args: Args) => args.create.run,
  done: 'Role permission created successfully',
});

const meta = {
  title: 'Settings/RolePermissionsMatrix/CreateRolePermissionDialog',
  component: CreateRolePermissionDialog,
  args: { open: true, roles: [teamLead, reviewer], rows, onOpenChange: fn(), onCreated: fn(), ...stories.open.args },
} satisfies Meta<typeof CreateRolePermissionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
/** A role, one of its free domains and a flag: the row is created. */
export const Created: Story = {
  ...stories.saved,
  play: async (context) => {
    await stories.saved.play(context);
    await expect(context.args.create.run).toHaveBeenCalledWith({ roleId: teamLead.id, domainName: 'objectives', canCreate: false, canRead: true, canUpdate: false, canDelete: false }, expect.anything());
  },
};
export const Incomplete: Story = stories.incomplete;
export const Creating: Story = stories.pending;
/** The row exists already (409): the server's words in a toast. */
export const RowTaken: Story = stories.refused;

/** The matrix's filter chose a role with a row for every domain: the dialog says none is left. */
export const NoDomainLeft: Story = {
  args: { initialRoleId: reviewer.id },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('This role already has permissions for all available domains.');
    await expect(screen.getByRole('switch', { name: 'Read' })).toBeDisabled();
  },
};
