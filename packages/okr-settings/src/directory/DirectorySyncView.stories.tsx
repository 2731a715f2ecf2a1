import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AuditEvent, ScimGroup, ScimToken } from '@okr/contract';
import { DirectorySyncView } from './DirectorySyncView';

// The view drawn from plain values, as a partner keeping our look over their own data layer would
// (embedding.md "Views"): every state without a mock server behind it.

const at = (day: number) => new Date(Date.UTC(2026, 10, 1 + day, 9, 30)).toISOString();
const active: ScimToken = { id: 'tok-1', prefix: 'scim_7hQz', createdAt: at(0), lastUsedAt: at(20), revokedAt: null };
const revoked: ScimToken = { id: 'tok-0', prefix: 'scim_R3vk', createdAt: at(-60), lastUsedAt: null, revokedAt: at(-1) };
const groups: ScimGroup[] = [
  { id: 'grp-1', displayName: 'Engineering', externalId: 'eng', role: { id: 'role-editor', name: 'Editor' }, memberCount: 12 },
  { id: 'grp-2', displayName: 'Sales', externalId: null, role: null, memberCount: 4 },
];
const roles = [
  { id: 'role-editor', name: 'Editor' },
  { id: 'role-viewer', name: 'Viewer' },
];
const event = (id: string, action: string, email: string, day: number): AuditEvent => ({
  id,
  createdAt: at(day),
  action,
  actorId: active.id,
  actorEmail: null,
  actorType: 'scim',
  actorName: active.prefix,
  organizationId: 'org-1',
  targetType: 'user',
  targetId: `user-${id}`,
  before: null,
  after: { userName: email },
  ip: '127.0.0.1',
});
const events = [event('e2', 'scim.user_deactivated', 'ben@acme.test', 20), event('e1', 'scim.user_provisioned', 'ada@acme.test', 19)];

const meta = {
  title: 'Settings/DirectorySync/View',
  component: DirectorySyncView,
  args: {
    state: 'ready',
    tokens: [active, revoked],
    groups,
    roles,
    events,
    eventsState: 'ready',
    counts: { activeTokens: 1, groups: 2, groupMembers: 16, events: 2 },
    baseUrl: 'https://okr.example.com/scim/v2',
    created: null,
    creating: false,
    revoking: null,
    revokePending: false,
    savingGroupId: null,
    onCreateToken: fn(),
    onDismissCreated: fn(),
    onAskRevoke: fn(),
    onCancelRevoke: fn(),
    onConfirmRevoke: fn(),
    onSetGroupRole: fn(),
    onRetry: fn(),
    onSeeBilling: fn(),
  },
} satisfies Meta<typeof DirectorySyncView>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.okr-directory-sync');

/** Ready: counts, the tokens (only the active one can be revoked), groups with their roles, the events by token. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    await expect(canvas.queryByRole('button', { name: 'Revoke token scim_R3vk' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke token scim_7hQz' }));
    await expect(args.onAskRevoke).toHaveBeenCalledWith(active);
    await expect(canvasElement.querySelector('[data-count="members"]')).toHaveTextContent('16');
    await expect(canvasElement.querySelector('.okr-scim-events [data-action="scim.user_deactivated"]')).toHaveTextContent('by token scim_7hQz');
  },
};

/** A group's role being saved: its select waits, the others stay usable. */
export const SavingGroupRole: Story = {
  args: { savingGroupId: 'grp-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Role of Engineering' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Role of Sales' })).toBeDisabled();
  },
};

/** The events could not be read: the rest of the panel still works and says what failed. */
export const EventsError: Story = {
  args: { events: [], eventsState: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
  },
};

/** Nothing set up: the empty state's button creates the first token. */
export const Empty: Story = {
  args: { state: 'empty', tokens: [], groups: [], events: [], counts: { activeTokens: 0, groups: 0, groupMembers: 0, events: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(args.onCreateToken).toHaveBeenCalledOnce();
  },
};

/** Creating: the button shows it is busy and cannot be pressed twice. */
export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create token' })).toBeDisabled();
  },
};

/** The token just created: its secret shown once beside the base URL. */
export const Created: Story = {
  args: { created: { token: { ...active, id: 'tok-2', prefix: 'scim_N3wT', lastUsedAt: null }, secret: `scim_N3wT${'x'.repeat(36)}` } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Your new SCIM token' }));
    await expect(dialog.getByLabelText('Secret of the new SCIM token')).toHaveTextContent(/^scim_N3wT/);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onDismissCreated).toHaveBeenCalled();
  },
};

/** Revoking asks first; confirming calls back, cancelling too. */
export const ConfirmRevoke: Story = {
  args: { revoking: active },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke token' }));
    await expect(args.onConfirmRevoke).toHaveBeenCalledOnce();
  },
};

/** Below Enterprise: the plan notice, nothing of the directory. */
export const Locked: Story = {
  args: { state: 'locked' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Create token' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See plans in Billing' }));
    await expect(args.onSeeBilling).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).queryByRole('button', { name: 'Create token' })).toBeNull();
  },
};

/** The calls failed: a retry, nothing else offered. */
export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce());
  },
};

/** A member without the right to manage the directory. */
export const Forbidden: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'forbidden');
    await expect(within(canvasElement).queryByRole('button', { name: 'Create token' })).toBeNull();
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
  },
};
