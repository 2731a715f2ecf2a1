import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ALL_DOMAINS_ROLE_NAME, sessionFixtures, settingsHandlers } from '@okr/mocks';
import { RolesTable } from './RolesTable';

const meta = {
  title: 'Settings/RolesTable',
  component: RolesTable,
  args: { onRoleChanged: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof RolesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks an option and waits for the list to close (the page stays aria-hidden while it animates out). */
async function pick(option: HTMLElement) {
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const custom = ALL_DOMAINS_ROLE_NAME;

/** A new organization: its three Application roles, which cannot be edited or deleted. */
export const ApplicationRoles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'Admin' });
    await expect(canvas.getByRole('button', { name: 'Edit role Admin' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete role Viewer' })).toHaveAccessibleDescription(
      'System and Application roles cannot be deleted',
    );
  },
};

/** Application roles and a Custom role, whose actions are enabled. */
export const WithCustomRole: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.allDomainsUsed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: custom });
    await expect(canvas.getByRole('button', { name: `Edit role ${custom}` })).not.toHaveAttribute('aria-disabled');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.rolesSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading roles…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.rolesEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No roles yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.rolesError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error loading roles. Please try again.')).toBeVisible();
  },
};

/** An Editor: the server refuses settings.read. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("You don't have permission to manage roles.");
  },
};

/** Create: defaults Admin / Custom, the type fills the name, then the new row, a toast and the callback. */
export const CreateRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create New Role' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Role' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Admin');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role Type' }));
    await pick(await screen.findByRole('option', { name: 'Editor' }));
    await expect(name).toHaveValue('Editor');
    await userEvent.clear(name);
    await userEvent.type(name, 'Project Manager');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Runs the roadmap');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('rowheader', { name: 'Project Manager' })).toBeVisible();
    await expect(await screen.findByText('Role created successfully')).toBeVisible();
    await waitFor(() => expect(args.onRoleChanged).toHaveBeenCalledWith(expect.objectContaining({ type: 'created' })));
  },
};

/** The default name 'Admin' is taken: the server's 409 message is the toast. */
export const CreateNameTaken: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create New Role' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Role' }));
    await expect(await screen.findByText('A role named "Admin" already exists in this organization')).toBeVisible();
  },
};

/** Edit: the name is required, the category read-only. */
export const EditRole: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.allDomainsUsed } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit role ${custom}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Role' }));
    await expect(dialog.getByRole('textbox', { name: 'Category' })).toHaveAccessibleDescription('Role category cannot be changed');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    // The dialog may still be fading in (opacity) on a busy machine.
    await waitFor(() => expect(dialog.getByText('Name is required')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(name, 'Compliance');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('rowheader', { name: 'Compliance' })).toBeVisible();
    await waitFor(() => expect(args.onRoleChanged).toHaveBeenCalledWith(expect.objectContaining({ type: 'updated' })));
  },
};

/** Delete after the confirmation. */
export const DeleteRole: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.allDomainsUsed } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete role ${custom}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Role' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this role?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: custom })).toBeNull());
    await expect(await screen.findByText('Role deleted successfully')).toBeVisible();
    await waitFor(() => expect(args.onRoleChanged).toHaveBeenCalledWith(expect.objectContaining({ type: 'deleted' })));
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...ApplicationRoles,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...ApplicationRoles.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
