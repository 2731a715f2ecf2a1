import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { invitationHandlers, sessionFixtures } from '@okr/mocks';
import { InvitationsList } from './InvitationsList';

const meta = {
  title: 'Settings/InvitationsList',
  component: InvitationsList,
  args: { onInvitationResent: fn(), onInvitationRevoked: fn() },
  parameters: { session: sessionFixtures.admin },
} satisfies Meta<typeof InvitationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const withInvitations = { msw: { handlers: { invitations: invitationHandlers.withInvitations } } };

/** Pending and expired invitations, newest first, each with resend and revoke. */
export const Default: Story = {
  parameters: withInvitations,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /^new\.analyst@acmecorp\.example/ });
    await expect(canvasElement.querySelector('.okr-invitations-list')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.querySelector('div')?.textContent)).toEqual([
      'new.analyst@acmecorp.example',
      'maria.lopez@acmecorp.example',
      'former.contractor@acmecorp.example',
    ]);
    await expect(canvas.getByRole('rowheader', { name: /^maria\.lopez/ })).toHaveTextContent('EditorInvited by Ada Admin');
    await expect(canvas.getByRole('row', { name: /former.contractor/ })).toHaveTextContent('Expired');
    await expect(canvas.getByRole('button', { name: 'Resend the invitation to maria.lopez@acmecorp.example' })).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pending invitations')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-invitations-list')).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invitations: invitationHandlers.invitationsSlow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading invitations…');
    await expect(canvasElement.querySelector('.okr-invitations-list')).toHaveAttribute('data-state', 'loading');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { invitations: invitationHandlers.invitationsError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load invitations. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A Custom role without `users:read`: the server's refusal, nothing listed. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { invitations: invitationHandlers.invitationsForbidden } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-invitations-list')).toHaveAttribute('data-state', 'forbidden');
  },
};

/** Resend an invitation sent an hour ago: a new link; one sent just now: the server's 429 words. */
export const Resend: Story = {
  parameters: withInvitations,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend the invitation to maria.lopez@acmecorp.example' }));
    await expect(await screen.findByText('Invitation sent again to maria.lopez@acmecorp.example')).toBeVisible();
    await expect(args.onInvitationResent).toHaveBeenCalledWith(expect.objectContaining({ email: 'maria.lopez@acmecorp.example' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the invitation to new.analyst@acmecorp.example' }));
    await expect(await screen.findByText('This invitation was sent less than a minute ago. Try again in a minute.')).toBeVisible();
  },
};

/** Revoke asks first (Cancel focused), then the row goes and focus comes back to the list. */
export const Revoke: Story = {
  parameters: withInvitations,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke the invitation of maria.lopez@acmecorp.example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke invitation' });
    await expect(dialog).toHaveTextContent('The link in their email will stop working.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await screen.findByText('Invitation revoked')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /^maria\.lopez@acmecorp\.example/ })).toBeNull());
    await expect(args.onInvitationRevoked).toHaveBeenCalledWith(expect.objectContaining({ email: 'maria.lopez@acmecorp.example' }));
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};

/** An Editor reads the invitations (`users:read`) but may not resend or revoke them: no such buttons. */
export const ReadOnlyEditor: Story = {
  parameters: { ...withInvitations, session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /^maria\.lopez/ });
    await expect(canvas.queryByRole('button', { name: /^Resend the invitation/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Revoke the invitation/ })).toBeNull();
  },
};

/** Slot `empty`: the partner's own empty state. */
export const SlotEmpty: Story = {
  args: { slots: { empty: () => <p className="partner-empty">Nobody is waiting for an answer.</p> } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody is waiting for an answer.')).toBeVisible();
    await expect(canvasElement.querySelector('.okr-invitations-list')).toHaveAttribute('data-state', 'empty');
  },
};
