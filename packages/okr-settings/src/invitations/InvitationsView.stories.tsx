import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Invitation } from '@okr/contract';
import { ApiError } from '@okr/core';
import { viewStateStories } from '../testing/viewStateStories';
import { invitationsCanOf } from './invitationPermissions';
import { InvitationsView } from './InvitationsView';

// The view drawn from plain values (embedding.md "Views"): every state without a mock server behind it.

const invitation = (id: string, email: string, status: Invitation['status'], expiresAt: string): Invitation => ({
  id,
  organizationId: 'org-1',
  email,
  roleType: 'Editor',
  status,
  invitedBy: { id: 'u1', fullName: 'Ada Admin' },
  createdAt: '2026-11-01T09:30:00.000Z',
  expiresAt,
  acceptedAt: null,
});
const invitations = [
  invitation('i1', 'maria.lopez@acmecorp.example', 'pending', '2026-12-08T09:30:00.000Z'),
  invitation('i0', 'former.contractor@acmecorp.example', 'expired', '2026-10-01T09:30:00.000Z'),
];
const all = { users: { canCreate: true, canRead: true, canUpdate: true, canDelete: true } } as never;

const meta = {
  title: 'Settings/InvitationsList/View',
  component: InvitationsView,
  args: { state: 'ready', invitations, can: invitationsCanOf(all), onResend: fn(), onRevoke: fn(), onRetry: fn() },
} satisfies Meta<typeof InvitationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = viewStateStories(
  {
    root: '.okr-invitations-list',
    loading: 'Loading invitations…',
    loadError: 'Failed to load invitations. Please try again.',
    forbidden: "You don't have permission to see this organization's invitations.",
    signedOut: "Sign in to see this organization's invitations.",
    emptyTitle: 'No pending invitations',
  },
  { invitations: [] },
);

/** Ready: the count, an expired invitation marked, resend and revoke call back with the invitation. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('2 invitations')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /former\.contractor/ })).toHaveTextContent('Expired');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the invitation to maria.lopez@acmecorp.example' }));
    await expect(args.onResend).toHaveBeenCalledWith(invitations[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the invitation of former.contractor@acmecorp.example' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(invitations[1]);
  },
};

/** Sending one again: its resend button spins. */
export const Resending: Story = {
  args: { resendPendingId: 'i1' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resend the invitation to maria.lopez@acmecorp.example' });
    await expect(button.querySelector('.rt-Spinner')).not.toBeNull();
  },
};

/** Without the users flags: the invitations, no resend and no revoke. */
export const ReadOnly: Story = {
  args: { can: invitationsCanOf(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: /^maria\.lopez/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Resend the invitation/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Revoke the invitation/ })).toBeNull();
  },
};

/** A partner's own empty state in the `empty` slot. */
export const EmptySlot: Story = {
  args: { state: 'empty', invitations: [], slots: { empty: () => <p>Nobody is waiting to join</p> } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody is waiting to join')).toBeVisible();
    await expect(within(canvasElement).queryByText('No pending invitations')).toBeNull();
  },
};

export const Empty: Story = states.empty;
export const Loading: Story = states.loading;
export const LoadError: Story = states.loadError;
export const Forbidden: Story = states.forbidden;

/** The server's own words for the 403 replace the default line. */
export const ForbiddenByServer: Story = {
  args: { ...states.forbidden.args, error: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Only administrators can see invitations (missing: users:read)' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only administrators can see invitations (missing: users:read)');
  },
};

export const SignedOut: Story = states.signedOut;
