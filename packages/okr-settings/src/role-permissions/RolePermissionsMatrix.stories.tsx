import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { permissionDomains } from '@okr/contract';
import { ALL_DOMAINS_ROLE_NAME, demoIds, demoSeed, sessionFixtures, settingsHandlers } from '@okr/mocks';
import type { MockDb } from '@okr/mocks';
import { RolePermissionsMatrix } from './RolePermissionsMatrix';

const meta = {
  title: 'Settings/RolePermissionsMatrix',
  component: RolePermissionsMatrix,
  args: { onPermissionChanged: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof RolePermissionsMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks an option and waits for the list to close (the page stays aria-hidden while it animates out). */
async function pick(option: HTMLElement) {
  await userEvent.click(option);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The default rows of a new organization; a switch saves at once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Delete users for Viewer' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(await screen.findByText('Role permission updated successfully')).toBeVisible();
    await waitFor(() => expect(args.onPermissionChanged).toHaveBeenCalledWith(expect.objectContaining({ type: 'updated' })));
  },
};

/** Every control of the default Admin role is disabled and says why. */
export const LockedAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locked = await canvas.findByRole('switch', { name: 'Update settings for Admin' });
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleDescription('Admin permissions are locked');
    await userEvent.hover(locked.parentElement as HTMLElement);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Admin permissions are locked');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.rolesSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading role permissions…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.permissionsEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No permissions found')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.permissionsError } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error loading role permissions. Please try again.')).toBeVisible();
  },
};

/** A Viewer: the server refuses settings.read. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "You don't have permission to manage role permissions.",
    );
  },
};

/** The save fails: the switch goes back and the error toast says so. */
export const SavingFailed: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.permissionSaveError } } },
  play: async ({ canvasElement, args }) => {
    const toggle = await within(canvasElement).findByRole('switch', { name: 'Create users for Editor' });
    await userEvent.click(toggle);
    await expect(await screen.findByText('Error updating role permission')).toBeVisible();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(args.onPermissionChanged).not.toHaveBeenCalled();
  },
};

/** Filtered to one role. */
export const FilterByRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Filter by role' }));
    await pick(await screen.findByRole('option', { name: 'Editor' }));
    await waitFor(() => expect(canvas.queryByRole('switch', { name: 'Read users for Viewer' })).toBeNull());
    await expect(canvas.getByRole('switch', { name: 'Read users for Editor' })).toBeVisible();
  },
};

/** Create: only the domains the role lacks are offered. */
export const CreatePermission: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Role Permission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Role Permission' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await pick(await screen.findByRole('option', { name: 'Editor' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Domain' }));
    await expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['settings']);
    await pick(await screen.findByRole('option', { name: 'settings' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Read' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Permission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('switch', { name: 'Read settings for Editor' })).toBeChecked();
    await waitFor(() => expect(args.onPermissionChanged).toHaveBeenCalledWith(expect.objectContaining({ type: 'created' })));
  },
};

/** The chosen role already has a row for every domain: the spec's message, nothing to create. */
export const AllDomainsUsed: Story = {
  parameters: { msw: { handlers: { settings: settingsHandlers.allDomainsUsed } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create Role Permission' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Role' }));
    await pick(await screen.findByRole('option', { name: ALL_DOMAINS_ROLE_NAME }));
    await expect(dialog.getByText('This role already has permissions for all available domains.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Permission' })).toBeDisabled();
  },
};

/** Edit: only the changed flags are sent. */
export const EditPermission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit objectives permissions for Viewer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Permission' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Update' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('switch', { name: 'Update objectives for Viewer' })).toBeChecked();
  },
};

/** Delete after the confirmation. */
export const DeletePermission: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete users permissions for Viewer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Permission' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this permission?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('switch', { name: 'Read users for Viewer' })).toBeNull());
    await waitFor(() => expect(args.onPermissionChanged).toHaveBeenCalledWith(expect.objectContaining({ type: 'deleted' })));
  },
};

/** The demo organization with 100 Custom roles more: the matrix scrolls in its own box and renders the rows in view. */
function hundredRoles(db: MockDb) {
  demoSeed(db);
  for (let index = 1; index <= 100; index += 1) {
    const role = db.roles.insert({
      id: db.nextId('role'),
      name: `Team ${String(index).padStart(3, '0')}`,
      description: null,
      roleType: 'Viewer',
      category: 'Custom',
      organizationId: demoIds.organizations.acme,
      createdAt: db.now(),
    });
    for (const domainName of permissionDomains) {
      db.rolePermissions.insert({ id: db.nextId('perm'), roleId: role.id, domainName, canCreate: false, canRead: true, canUpdate: index % 2 === 0, canDelete: false });
    }
  }
}

export const ManyRoles: Story = {
  parameters: { mockSeed: hundredRoles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', String(6 + 5 + 5 + 600 + 1));
    await expect(canvas.getAllByRole('rowheader').length).toBeLessThan(40);
    const region = canvas.getByRole('region', { name: 'Role Permissions' });
    region.scrollTop = region.scrollHeight;
    await expect(await canvas.findByRole('switch', { name: 'Read users for Viewer' })).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
