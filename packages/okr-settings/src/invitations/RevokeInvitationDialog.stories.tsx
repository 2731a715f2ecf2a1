import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Invitation } from '@okr/contract';
import { ApiError } from '@okr/core';
import { confirmDialogStories } from '../testing/confirmDialogStories';
import { storyAction } from '../testing/storyAction';
import { RevokeInvitationDialog } from './RevokeInvitationDialog';

const invitation: Invitation = {
  id: 'i1',
  organizationId: 'org-1',
  email: 'maria.lopez@acmecorp.example',
  roleType: 'Editor',
  status: 'pending',
  invitedBy: { id: 'u1', fullName: 'Ada Admin' },
  createdAt: '2026-11-01T09:30:00.000Z',
  expiresAt: '2026-12-08T09:30:00.000Z',
  acceptedAt: null,
};

const stories = confirmDialogStories({
  title: 'Revoke invitation',
  question: 'Revoke the invitation of maria.lopez@acmecorp.example? The link in their email will stop working.',
  confirm: 'Revoke',
  done: 'Invitation revoked',
  refusal: new ApiError({ status: 409, code: 'CONFLICT', message: 'This invitation was already accepted' }),
  // The revoke answers nothing (204): `undefined` would be "no answer yet", so a null stands in.
  args: (state) => ({ revoke: storyAction<Pick<Invitation, 'id'>, void>({ result: null as unknown as void, ...state }) }),
});

const meta = {
  title: 'Settings/InvitationsList/RevokeInvitationDialog',
  component: RevokeInvitationDialog,
  args: { invitation, onClose: fn(), onRevoked: fn(), ...stories.open.args },
} satisfies Meta<typeof RevokeInvitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
export const Revoked: Story = stories.confirmed;
export const Revoking: Story = stories.pending;
/** Already accepted (409): the server's words in a toast; the dialog stays for another try or Cancel. */
export const Refused: Story = stories.refused;
