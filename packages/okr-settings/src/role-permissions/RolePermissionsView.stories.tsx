import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Role, RolePermission } from '@okr/contract';
import { rolePermissionsCanOf } from './rolePermissionsCanOf';
import { RolePermissionsView } from './RolePermissionsView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const role = (id: string, name: string, roleType: Role['roleType'], category: Role['category']): Role => ({
  id,
  name,
  description: null,
  roleType,
  category,
  organizationId: 'org-1',
  createdAt: '2026-11-01T09:30:00.000Z',
});
const admin = role('r-admin', 'Admin', 'Admin', 'Application');
const editor = role('r-editor', 'Editor', 'Editor', 'Application');
const row = (id: string, roleId: string, domainName: RolePermission['domainName'], on: boolean): RolePermission => ({
  id,
  roleId,
  domainName,
  canCreate: on,
  canRead: true,
  canUpdate: on,
  canDelete: on,
});
const rows = [row('p1', admin.id, 'users', true), row('p2', editor.id, 'objectives', true), row('p3', editor.id, 'users', false)];
const all = { settings: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/RolePermissionsMatrix/View',
  component: RolePermissionsView,
  args: {
    state: 'ready',
    rows,
    roles: [admin, editor],
    can: rolePermissionsCanOf(all),
    roleFilter: null,
    onRoleFilterChange: fn(),
    onCreate: fn(),
    onToggle: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RolePermissionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-role-permissions');

/** Ready: the default Admin role locked (the contract's rule), the others' switches call back. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('switch', { name: 'Create users for Admin' })).toBeDisabled();
    await canvas.getByRole('switch', { name: 'Create users for Editor' }).click();
    await expect(args.onToggle).toHaveBeenCalledWith(rows[2], 'canCreate', true);
  },
};

/** Filtered on one role: only its rows. */
export const Filtered: Story = {
  args: { roleFilter: editor.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch', { name: 'Create users for Admin' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Read objectives for Editor' })).toBeChecked();
  },
};

/** Without `settings:create`: no create button. */
export const NoCreate: Story = {
  args: { can: rolePermissionsCanOf(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Create Role Permission' })).toBeNull();
  },
};

/** A caller who may look but not change (no `settings:update`): every switch disabled, and they are told why, not that "Admin permissions are locked". */
export const ReadOnly: Story = {
  args: { can: rolePermissionsCanOf({ settings: { canCreate: false, canRead: true, canUpdate: false, canDelete: false } } as never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editorSwitch = canvas.getByRole('switch', { name: 'Create users for Editor' });
    await expect(editorSwitch).toBeDisabled();
    await expect(editorSwitch).toHaveAccessibleDescription('You can see these permissions but not change them');
    await expect(canvas.getByRole('switch', { name: 'Create users for Admin' })).toHaveAccessibleDescription('You can see these permissions but not change them');
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading role permissions…');
  },
};

export const Empty: Story = {
  args: { state: 'empty', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No permissions found')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error', rows: [], roles: [] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', rows: [], roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("You don't have permission to manage role permissions.");
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', rows: [], roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to manage role permissions.')).toBeVisible();
  },
};
