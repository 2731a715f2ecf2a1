import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Role } from '@okr/contract';
import { rolesCanOf } from './rolesCanOf';
import { RolesView } from './RolesView';

// The view drawn from plain values, as a partner keeping our look over their own data layer would
// (embedding.md "Views"): every state without a mock server behind it.

const at = '2026-11-01T09:30:00.000Z';
const role = (id: string, name: string, category: Role['category'], description: string | null = null): Role => ({
  id,
  name,
  description,
  roleType: 'Editor',
  category,
  organizationId: 'org-1',
  createdAt: at,
});
const roles = [role('r-admin', 'Admin', 'Application'), role('r-lead', 'Team Lead', 'Custom', 'Leads a team')];
const all = { settings: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/RolesTable/View',
  component: RolesView,
  args: { state: 'ready', roles, can: rolesCanOf(all), onCreate: fn(), onEdit: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof RolesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-roles-table');

/** Ready: an Application role says why it cannot change; a Custom one can be edited and deleted. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('button', { name: 'Edit role Admin' })).toHaveAttribute('aria-disabled', 'true');
    await canvas.getByRole('button', { name: 'Delete role Team Lead' }).click();
    await expect(args.onDelete).toHaveBeenCalledWith(roles[1]);
    await canvas.getByRole('button', { name: 'Create New Role' }).click();
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** Without the settings flags: no create button, and a Custom role shows no edit or delete. */
export const ReadOnly: Story = {
  args: { can: rolesCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create New Role' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit role Team Lead' })).toBeNull();
  },
};

/** A partner's own create button and empty state in the `createButton` and `empty` slots. */
export const Slots: Story = {
  args: {
    state: 'empty',
    roles: [],
    slots: {
      empty: () => <p>Nothing here yet</p>,
      createButton: ({ onClick }) => (
        <button type="button" onClick={onClick}>
          New role
        </button>
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
    await canvas.getByRole('button', { name: 'New role' }).click();
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading roles…');
  },
};

export const Empty: Story = {
  args: { state: 'empty', roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No roles yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error', roles: [] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', roles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("You don't have permission to manage roles.");
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', roles: [] },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
  },
};
