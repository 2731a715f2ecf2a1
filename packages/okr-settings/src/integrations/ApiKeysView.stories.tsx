import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noPermissions } from '@okr/contract';
import type { ApiKey } from '@okr/contract';
import { apiKeysCanOf } from './apiKeysCanOf';
import { ApiKeysView } from './ApiKeysView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const key = (id: string, name: string, revokedAt: string | null = null): ApiKey => ({
  id,
  name,
  prefix: `okr_${id}`,
  permissions: noPermissions(),
  createdBy: { id: 'u1', fullName: 'Ada Admin' },
  createdAt: '2026-11-01T09:30:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt,
});
const keys = [key('k1', 'Data warehouse sync'), key('k0', 'Old import', '2026-11-20T09:30:00.000Z')];
const all = { settings: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/ApiKeysPanel/View',
  component: ApiKeysView,
  args: { state: 'ready', keys, can: apiKeysCanOf(all), onCreate: fn(), onRevoke: fn(), onRetry: fn(), onSeeBilling: fn() },
} satisfies Meta<typeof ApiKeysView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-api-keys');

/** Ready: a revoked key offers no revoke; an active one calls back. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.queryByRole('button', { name: 'Revoke key Old import' })).toBeNull();
    await canvas.getByRole('button', { name: 'Revoke key Data warehouse sync' }).click();
    await expect(args.onRevoke).toHaveBeenCalledWith(keys[0]);
  },
};

/** Without the settings flags: no create and no revoke. */
export const ReadOnly: Story = {
  args: { can: apiKeysCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create API key' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Revoke key Data warehouse sync' })).toBeNull();
  },
};

/** The Free plan: the plan notice instead of the list. */
export const Locked: Story = {
  args: { state: 'locked', keys: [] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'See plans in Billing' }).click();
    await expect(args.onSeeBilling).toHaveBeenCalled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'locked');
  },
};

/** A partner's own empty state and create button in the slots. */
export const Slots: Story = {
  args: {
    state: 'empty',
    keys: [],
    slots: {
      empty: () => <p>No keys: create one to call the API</p>,
      createButton: ({ onClick }) => (
        <button type="button" onClick={onClick}>
          New key
        </button>
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No keys: create one to call the API')).toBeVisible();
    await canvas.getByRole('button', { name: 'New key' }).click();
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading API keys…');
  },
};

export const Empty: Story = {
  args: { state: 'empty', keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No API keys yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error', keys: [] },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).getByRole('button', { name: 'Try again' }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Forbidden: Story = {
  args: { state: 'forbidden', keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("You don't have permission to manage API keys.");
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to manage API keys.')).toBeVisible();
  },
};
